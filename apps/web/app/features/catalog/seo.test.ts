import { Availability, DEFAULT_PATH_SETTINGS, type Product, ProductType } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './seo';

const product: Product = {
  id: 12,
  nm: 'Κρέμα ενυδάτωσης 50ml',
  cd: 'AP-12',
  bc: '5201234567890',
  eurl: 'krema-enydatosis-50ml',
  dsm: '<p>Ελαφριά   <b>κρέμα</b></p>',
  ds: null,
  prc: 14.9,
  prcbd: 0,
  cprc: 12.5,
  cprcbd: 14.9,
  rprc: 0,
  dsc: 0,
  qty: 8,
  ast: Availability.Available,
  avl: Availability.Available,
  nqty: 50,
  nunit: 'ml',
  ptype: ProductType.Product,
  OrderMaxQuantity: null,
  dshc: false,
  mfid: 3,
  mfnm: 'Apivita',
  cnm: 'Πρόσωπο',
  breadcrumbs: [{ id: 1, nm: 'Πρόσωπο', eurl: 'prosopo' }],
  stslst: [],
  prom_policies: [],
  aggregates: { rating: 4.5, reviews: 2 },
  dimensions: [],
  images: ['/media/12-1.webp'],
  PrevId: null,
};

const page = {
  origin: 'https://shop.example',
  canonical: 'https://shop.example/en/products/krema-enydatosis-50ml',
  language: 'en' as const,
  paths: DEFAULT_PATH_SETTINGS,
};

describe('productJsonLd', () => {
  it('describes the product, its offer, its rating and its breadcrumb trail', () => {
    expect(productJsonLd(product, page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Κρέμα ενυδάτωσης 50ml',
        sku: 'AP-12',
        gtin13: '5201234567890',
        image: ['https://shop.example/media/12-1.webp'],
        description: 'Ελαφριά κρέμα',
        brand: { '@type': 'Brand', name: 'Apivita' },
        offers: {
          '@type': 'Offer',
          url: page.canonical,
          priceCurrency: 'EUR',
          price: '12.50',
          availability: 'https://schema.org/InStock',
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Πρόσωπο',
            item: 'https://shop.example/en/categories/prosopo',
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Κρέμα ενυδάτωσης 50ml',
            item: 'https://shop.example/en/products/krema-enydatosis-50ml',
          },
        ],
      },
    ]);
  });

  it('leaves out what the product lacks and says when it cannot be bought', () => {
    const [data] = productJsonLd(
      {
        ...product,
        bc: null,
        mfnm: null,
        aggregates: { rating: 0, reviews: 0 },
        ast: Availability.Exhausted,
        avl: Availability.Exhausted,
      },
      { ...page, language: 'el', canonical: 'https://shop.example/products/krema-enydatosis-50ml' },
    );
    expect(data).not.toHaveProperty('gtin13');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data?.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('offers what is delivered in days or pre-ordered as back-order and pre-order, not out of stock', () => {
    const offer = (avl: number) =>
      productJsonLd({ ...product, qty: 0, ast: Availability.Available, avl }, page)[0]?.offers;
    expect(offer(Availability.Days_2_5)).toMatchObject({ availability: 'https://schema.org/BackOrder' });
    expect(offer(Availability.PreOrder)).toMatchObject({ availability: 'https://schema.org/PreOrder' });
    expect(offer(Availability.Limited)).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
    });
  });
});
