import { type Delivery, euros, type FeedItem } from './items.ts';
import { element } from './xml.ts';

/** How long a pre-order is promised for: the catalogue keeps no release date for it. */
const PREORDER_DAYS = 30;

/** Google's `availability` value, and the date its pre-order and back-order values require. */
export function googleAvailability(delivery: Delivery, today: Date): { value: string; date: string | null } {
  const after = (days: number) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
    return `${date.toISOString().slice(0, 10)}T00:00Z`;
  };
  switch (delivery.kind) {
    case 'in_stock':
      return { value: 'in_stock', date: null };
    case 'back_order':
      return { value: 'backorder', date: after(delivery.days) };
    case 'preorder':
      return { value: 'preorder', date: after(PREORDER_DAYS) };
    default:
      return { value: 'out_of_stock', date: null };
  }
}

const price = (cents: number) => `${euros(cents)} EUR`;

/**
 * Google Merchant Center's RSS 2.0 product data source with the `g:` namespace: every product and
 * size, sold out ones as `out_of_stock` (Google asks that they stay in the feed); sizes share
 * `g:item_group_id`; a reduction is `g:price` (before) with `g:sale_price` (now).
 */
export function googleFormat(shop: { title: string; publicUrl: string }, today: Date) {
  return {
    head: (_createdAt: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${element('title', shop.title)}${element('link', `${shop.publicUrl}/`)}${element('description', shop.title)}\n`,
    tail: '</channel>\n</rss>\n',
    product(items: readonly FeedItem[]): string {
      const grouped = items.some((item) => item.sizeId !== null);
      return items
        .map((item) => {
          const availability = googleAvailability(item.delivery, today);
          const reduced = item.regularPriceCents > item.priceCents;
          const [image, ...more] = item.images;
          return `<item>${[
            element('g:id', item.id),
            element('g:title', item.name.slice(0, 150)),
            element('g:description', item.description.slice(0, 5000)),
            element('g:link', item.link),
            element('g:image_link', image),
            ...more.slice(0, 10).map((url) => element('g:additional_image_link', url)),
            element('g:availability', availability.value),
            element('g:availability_date', availability.date),
            element('g:price', price(reduced ? item.regularPriceCents : item.priceCents)),
            element('g:sale_price', reduced ? price(item.priceCents) : null),
            element('g:condition', 'new'),
            element('g:brand', item.manufacturer),
            element('g:gtin', item.ean),
            element('g:mpn', item.mpn),
            element('g:product_type', item.categoryPath.join(' > ')),
            element('g:item_group_id', grouped ? String(item.productId) : null),
            element('g:size', item.size),
            element('g:color', item.color),
            element('g:shipping_weight', item.weightGrams === null ? null : `${item.weightGrams} g`),
            item.shippingCents === null
              ? ''
              : `<g:shipping>${element('g:country', 'GR')}${element('g:price', price(item.shippingCents))}</g:shipping>`,
          ].join('')}</item>\n`;
        })
        .join('');
    },
  };
}
