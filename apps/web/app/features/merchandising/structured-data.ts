import type { LandingCollection, LandingCollectionSummary } from '@shop/contract';

/** How the page builds absolute addresses: the shop's origin and a path in the page's language. */
export interface JsonLdAddress {
  origin: string;
  pathOf: (path: string) => string;
}

/** A landing collection as schema.org sees it: a CollectionPage whose main entity lists its products. */
export function collectionPageJsonLd(
  collection: LandingCollection,
  canonical: string,
  address: JsonLdAddress,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: collection.tl,
    description: collection.dsm,
    url: canonical,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: collection.products.length,
      itemListElement: collection.products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: product.nm,
        url: `${address.origin}${address.pathOf(`/products/${product.eurl}`)}`,
      })),
    },
  };
}

/** The list of collections: an ItemList of their pages. */
export function collectionsJsonLd(
  collections: LandingCollectionSummary[],
  address: JsonLdAddress,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: collections.map((collection, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: collection.tl,
      url: `${address.origin}${address.pathOf(`/landing_page/${collection.slug}`)}`,
    })),
  };
}
