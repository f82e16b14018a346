import { LANGUAGES, type Language, localizePath, type PathSettings, stripLanguage } from '@shop/contract';
import type { MetaDescriptor } from 'react-router';

/** What a catalogue page tells search engines; computed in the loader, where the request URL is known. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  alternates: { language: Language; href: string }[];
  jsonLd: Record<string, unknown>[];
}

/** Canonical and `hreflang` URLs of a page: its path in each language, with the listing's page number only. */
export function pageUrls(
  requestUrl: string,
  paths: PathSettings,
  language: Language,
  keep: string[] = ['page'],
) {
  const url = new URL(requestUrl);
  const bare = stripLanguage(url.pathname);
  const search = new URLSearchParams();
  for (const key of keep) {
    const value = url.searchParams.get(key);
    if (value) search.set(key, value);
  }
  const query = search.toString() ? `?${search.toString()}` : '';
  const href = (lang: Language) => `${url.origin}${localizePath(lang, bare, paths)}${query}`;
  return {
    canonical: href(language),
    alternates: LANGUAGES.map((lang) => ({ language: lang, href: href(lang) })),
  };
}

export function seoMeta(seo: PageSeo, shopName: string): MetaDescriptor[] {
  return [
    { title: `${seo.title} | ${shopName}` },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.language,
      href: alternate.href,
    })),
    ...seo.jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

export function breadcrumbJsonLd(
  origin: string,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export const plainText = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
