import { LANGUAGES, type Language, localizePath } from '@shop/contract';
import { getSitemapEntries } from '~/features/catalog';
import { getLandingCollections } from '~/features/merchandising';
import { publicConfigFromEnv } from '~/lib/public-config';
import { publicOrigin } from '~/lib/public-origin';
import type { Route } from './+types/sitemap[.]xml';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/**
 * Every product, category and brand page, the articles, videos, contributors, events and landing
 * collections with their lists,
 * and the fixed pages, each in both languages with its alternates.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin();
  const { paths } = publicConfigFromEnv(process.env);
  const [entries, collections] = await Promise.all([
    getSitemapEntries(paths.defaultLanguage, request.signal),
    getLandingCollections(paths.defaultLanguage, request.signal),
  ]);
  const { content } = entries;
  // A content page has its own slug in each language; every other page keeps its path in both.
  const pages: { path: string | Record<Language, string>; lastmod?: string }[] = [
    { path: '/' },
    { path: '/brands' },
    { path: '/offers-page' },
    { path: '/contact' },
    { path: '/book-appointment' },
    { path: '/blogs' },
    { path: '/tutorials' },
    { path: '/contributors' },
    { path: '/events' },
    { path: '/landing-page' },
    ...collections.items.map((collection) => ({ path: `/landing_page/${collection.slug}` })),
    ...entries.categories.map((eurl) => ({ path: `/categories/${eurl}` })),
    ...entries.brands.map((eurl) => ({ path: `/brands/${eurl}` })),
    ...entries.products.map((product) => ({ path: `/products/${product.eurl}`, lastmod: product.lastmod })),
    ...content.articleCategories.map((eurl) => ({ path: `/blog/${eurl}` })),
    ...content.articles.map((article) => ({ path: `/blogPost/${article.eurl}`, lastmod: article.lastmod })),
    ...content.videoCategories.map((eurl) => ({ path: `/videos/${eurl}` })),
    ...content.videos.map((video) => ({ path: `/video/${video.eurl}`, lastmod: video.lastmod })),
    ...content.contributors.map((eurl) => ({ path: `/contributor/${eurl}` })),
    ...content.pages.map((page) => ({
      path: { el: `/pages/${page.el}`, en: `/pages/${page.en}` },
      lastmod: page.lastmod,
    })),
    ...content.events.map((event) => ({ path: `/event/${event.eurl}`, lastmod: event.lastmod })),
  ];
  const href = (language: Language, path: string | Record<Language, string>) =>
    escapeXml(`${origin}${localizePath(language, typeof path === 'string' ? path : path[language], paths)}`);
  const urls = pages.flatMap((page) =>
    LANGUAGES.map((language) =>
      [
        '<url>',
        `<loc>${href(language, page.path)}</loc>`,
        page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '',
        ...LANGUAGES.map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate}" href="${href(alternate, page.path)}"/>`,
        ),
        '</url>',
      ].join(''),
    ),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
