import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffSessionCookie } from '~/features/admin-frame/server';
import { action } from './admin-content-pictures';

type ActionArgs = Parameters<typeof action>[0];

/** A signed-in staff member's upload, posted by the form's file input to the resource route. */
function uploadRequest(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const session = staffSessionCookie({
    id: 1,
    eml: 'admin@example.gr',
    nm: 'Admin',
    role: 'Admin',
    lang: 'en',
    at: 'header.payload.signature',
    exp: Date.now() + 60_000,
  }).split(';')[0];
  return new Request('http://shop.test/en/admin/content/pictures', {
    method: 'POST',
    headers: { cookie: `XSRF-TOKEN=x; ${session}` },
    body: form,
  });
}

const run = async (request: Request) => (await action({ request } as ActionArgs)) as Response;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'p.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('content picture upload route', () => {
  it('sends the kind and the file to the API with the staff token and answers its path and size', async () => {
    const api = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ url: '/media/content/banners/banner-0123456789abcdef.webp', width: 1600, height: 500 }),
    );
    vi.stubGlobal('fetch', api);
    const response = await run(uploadRequest({ kind: 'banners', file: png() }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: true,
      data: { url: '/media/content/banners/banner-0123456789abcdef.webp', width: 1600, height: 500 },
    });
    const [url, init] = api.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/en\/admin\/content\/pictures$/);
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer header.payload.signature',
      'X-XSRF-TOKEN': 'x',
    });
    const sent = init?.body as FormData;
    expect(sent.get('kind')).toBe('banners');
    expect((sent.get('file') as File).name).toBe('p.png');
  });

  it("answers the API's refusal with its translated message and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            code: 'content_picture_invalid',
            message: 'The file is not a picture we can read.',
            errors: { file: ['invalid_image'] },
          },
          { status: 400 },
        ),
      ),
    );
    const response = await run(uploadRequest({ kind: 'videos', file: png() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      message: 'The file is not a picture we can read.',
      errors: { file: ['invalid_image'] },
    });
  });
});
