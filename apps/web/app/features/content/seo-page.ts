import { localizePath } from '@shop/contract';
import { type PageSeo, type PublicPageContext, pageUrls } from '~/features/catalog';
import { translate } from '~/lib/meta';
import { type JsonLdAddress, trailJsonLd } from './structured-data';
import type { Crumb } from './trails';

/** What a content page's loader says of it; its breadcrumbs become a BreadcrumbList. */
export interface ContentPageSeo {
  title: string;
  description: string;
  trail: (t: (key: string) => string) => Crumb[];
  /** The page's own structured data (Article, VideoObject, Person), given its canonical URL. */
  jsonLd?: (canonical: string, address: JsonLdAddress) => Record<string, unknown>[];
}

/** A content page's SEO: title, description, canonical and hreflang with the page number, JSON-LD. */
export function contentPageSeo(context: PublicPageContext, page: ContentPageSeo): PageSeo {
  const { url, language, paths } = context;
  const address: JsonLdAddress = {
    origin: url.origin,
    pathOf: (path) => localizePath(language, path, paths),
  };
  const urls = pageUrls(url, paths, language);
  const t = (key: string) => translate(language, key);
  return {
    title: page.title,
    description: page.description,
    ...urls,
    jsonLd: [...(page.jsonLd?.(urls.canonical, address) ?? []), trailJsonLd(page.trail(t), address)],
  };
}
