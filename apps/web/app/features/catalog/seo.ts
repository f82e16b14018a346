import {
  Availability,
  isBackOrder,
  LANGUAGES,
  type Language,
  localizePath,
  type PathSettings,
  type Product,
  stripLanguage,
} from '@shop/contract';
import type { MetaDescriptor } from 'react-router';

/** What a catalogue page tells search engines; computed in the loader, where the request URL is known. */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  alternates: { language: Language; href: string }[];
  jsonLd: Record<string, unknown>[];
}

/**
 * Canonical and `hreflang` URLs of a page: its path in each language, with the listing's page
 * number only, on the origin of `url` (the page context's, which is PUBLIC_URL's).
 */
export function pageUrls(url: URL, paths: PathSettings, language: Language, keep: string[] = ['page']) {
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
  ];
}

const JSON_IN_HTML = /[&<>\u2028\u2029]/g;

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` and the line
 * separators escaped, so no value can close the element. The page's JSON-LD is written by
 * `<StructuredData>` (root.tsx), not by `meta`: `<Meta>` cannot give it the response's CSP nonce.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(
    JSON_IN_HTML,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
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

/** Where a product page is: the site's origin, the page's canonical URL, its language and path rules. */
export interface ProductPageAddress {
  origin: string;
  canonical: string;
  language: Language;
  paths: PathSettings;
}

/** The schema.org ItemAvailability of a product's offer, from its detailed availability (decision 010). */
function schemaAvailability(product: Pick<Product, 'ast' | 'avl'>): string {
  if (product.ast !== Availability.Available) {
    return product.avl === Availability.ComingSoon
      ? 'PreSale'
      : product.avl === Availability.NotAvailable
        ? 'Discontinued'
        : 'OutOfStock';
  }
  if (product.avl === Availability.PreOrder) return 'PreOrder';
  if (isBackOrder(product.avl)) return 'BackOrder';
  if (product.avl === Availability.Limited || product.avl === Availability.LastItem)
    return 'LimitedAvailability';
  return 'InStock';
}

/** A product page's structured data: the product with its offer and rating, and its breadcrumb trail. */
export function productJsonLd(product: Product, page: ProductPageAddress): Record<string, unknown>[] {
  const { origin, canonical, language, paths } = page;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.nm,
      sku: product.cd,
      ...(product.bc ? { gtin13: product.bc } : {}),
      image: product.images.map((image) => `${origin}${image}`),
      description: plainText(product.dsm),
      ...(product.mfnm ? { brand: { '@type': 'Brand', name: product.mfnm } } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        priceCurrency: 'EUR',
        price: product.cprc.toFixed(2),
        availability: `https://schema.org/${schemaAvailability(product)}`,
      },
      ...(product.aggregates.reviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.aggregates.rating,
              reviewCount: product.aggregates.reviews,
            },
          }
        : {}),
    },
    breadcrumbJsonLd(origin, [
      ...product.breadcrumbs.map((crumb) => ({
        name: crumb.nm,
        path: localizePath(language, `/categories/${crumb.eurl}`, paths),
      })),
      { name: product.nm, path: localizePath(language, `/products/${product.eurl}`, paths) },
    ]),
  ];
}
