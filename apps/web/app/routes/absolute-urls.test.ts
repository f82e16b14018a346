import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPublicPage, pageUrls } from '~/features/catalog';
import { loader as robotsLoader } from './robots[.]txt';
import { loader as sitemapLoader } from './sitemap[.]xml';

/** What an attacker sends: their host, as Host and as X-Forwarded-Host. */
const attackerRequest = (path: string) =>
  new Request(`http://evil.example${path}`, { headers: { 'x-forwarded-host': 'evil.example' } });

type LoaderArgs<T extends (...args: never[]) => unknown> = Parameters<T>[0];

describe('absolute URLs come from PUBLIC_URL, never from the request', () => {
  beforeEach(() => {
    vi.stubEnv('PUBLIC_URL', 'https://shop.example.gr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) =>
        String(input).includes('/landingpages/')
          ? Response.json({ items: [{ id: 1, slug: 'sun-care', tl: 'Sun', dsm: 'Sun care', img1: null }] })
          : new Response(
              JSON.stringify({
                categories: ['vitamins'],
                brands: ['korres'],
                products: [],
                content: {
                  articles: [{ eurl: 'cold-or-flu', lastmod: '2026-11-01' }],
                  videos: [{ eurl: 'using-an-inhaler', lastmod: '2026-10-01' }],
                  articleCategories: ['health-tips'],
                  videoCategories: ['how-to-use'],
                  contributors: ['maria-papadopoulou'],
                  events: [],
                  pages: [],
                },
              }),
              { headers: { 'content-type': 'application/json' } },
            ),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('robots.txt names the sitemap on the public address', async () => {
    const response = robotsLoader({ request: attackerRequest('/robots.txt') } as LoaderArgs<
      typeof robotsLoader
    >);
    const body = await response.text();
    expect(body).toContain('Sitemap: https://shop.example.gr/sitemap.xml');
    expect(body).not.toContain('evil.example');
  });

  it('sitemap.xml lists pages and alternates on the public address', async () => {
    const response = await sitemapLoader({
      request: attackerRequest('/sitemap.xml'),
    } as LoaderArgs<typeof sitemapLoader>);
    const body = await response.text();
    expect(body).toContain('<loc>https://shop.example.gr/categories/vitamins</loc>');
    expect(body).toContain('href="https://shop.example.gr/en/brands/korres"');
    expect(body).toContain(
      '<loc>https://shop.example.gr/en/blogPost/cold-or-flu</loc><lastmod>2026-11-01</lastmod>',
    );
    for (const path of [
      '/blogs',
      '/blog/health-tips',
      '/tutorials',
      '/videos/how-to-use',
      '/video/using-an-inhaler',
      '/contributors',
      '/contributor/maria-papadopoulou',
      '/landing-page',
      '/el/landing_page/sun-care',
      '/en/landing_page/sun-care',
    ]) {
      expect(body).toContain(`<loc>https://shop.example.gr${path}</loc>`);
    }
    expect(body).not.toContain('evil.example');
  });

  it('catalogue pages get canonical, hreflang and JSON-LD origins from the public address', async () => {
    const loaded = await loadPublicPage(
      attackerRequest('/en/categories/vitamins?page=2&sort=1'),
      async ({ url, language, paths }) => {
        expect(url.origin).toBe('https://shop.example.gr');
        return { seo: { title: 't', description: 'd', jsonLd: [], ...pageUrls(url, paths, language) } };
      },
    );
    expect(loaded.seo.canonical).toBe('https://shop.example.gr/en/categories/vitamins?page=2');
    expect(loaded.seo.alternates.map((alternate) => alternate.href)).toEqual([
      'https://shop.example.gr/categories/vitamins?page=2',
      'https://shop.example.gr/en/categories/vitamins?page=2',
    ]);
  });
});
