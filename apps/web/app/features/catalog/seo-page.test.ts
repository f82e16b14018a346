import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '~/lib/api-client';
import { loadPublicPage } from './seo-page';

const request = (path: string) => new Request(`http://127.0.0.1:3000${path}`);

/** What a loader threw, or null. */
async function thrownBy(load: () => Promise<unknown>): Promise<unknown> {
  try {
    await load();
    return null;
  } catch (error) {
    return error;
  }
}

describe('loadPublicPage', () => {
  it('hands the page its language, public URL and an abort signal', async () => {
    const loaded = await loadPublicPage(request('/en/brands?page=2'), async (context) => ({
      language: context.language,
      search: context.url.search,
      aborted: context.signal.aborted,
    }));
    expect(loaded).toEqual({ language: 'en', search: '?page=2', aborted: false });
  });

  it('keeps an API refusal as the page status, so the browser never retries it', async () => {
    for (const status of [400, 404, 410]) {
      const thrown = await thrownBy(() =>
        loadPublicPage(request('/products/none'), async () => {
          throw new ApiRequestError(status, null);
        }),
      );
      expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
    }
  });

  it('lets a server failure through as an error, which the browser retries', async () => {
    const failure = new ApiRequestError(503, null);
    const thrown = await thrownBy(() =>
      loadPublicPage(request('/products/any'), async () => {
        throw failure;
      }),
    );
    expect(thrown).toBe(failure);
  });
});
