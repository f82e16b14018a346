import { type Delivery, euros, type FeedItem } from './items.ts';
import { element } from './xml.ts';

/**
 * Skroutz's XML data feed (`<mywebstore>`, checked against developer.skroutz.gr/feedspec): one
 * `<product>` per product and colour, its sizes as `<variations>`; prices with VAT; only what can
 * be ordered, since the site lists every product of the file as buyable.
 */
export function skroutzAvailability(delivery: Delivery): string | null {
  switch (delivery.kind) {
    case 'in_stock':
      return 'In stock';
    case 'back_order':
      if (delivery.days <= 3) return 'Available from 1 to 3 days';
      if (delivery.days <= 6) return 'Available from 4 to 6 days';
      return 'Available up to 12 days';
    default:
      // Pre-orders have no phrase of the site's own; what cannot be ordered is left out.
      return null;
  }
}

const SOONEST: Record<string, number> = {
  'In stock': 0,
  'Available from 1 to 3 days': 1,
  'Available from 4 to 6 days': 2,
  'Available up to 12 days': 3,
};

export const skroutzFormat = {
  head: (createdAt: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<mywebstore>\n${element('created_at', createdAt)}\n<products>\n`,
  tail: '</products>\n</mywebstore>\n',
  /** The `<product>` elements of one product's items (several when it comes in colours). */
  product(items: readonly FeedItem[]): string {
    const offered = items.filter((item) => skroutzAvailability(item.delivery) !== null);
    const byColor = new Map<string, FeedItem[]>();
    for (const item of offered) {
      // Sizes of one colour are one product's variations; a colour or a product alone is a product.
      const key = item.size === null ? `item ${item.id}` : `color ${item.color ?? ''}`;
      byColor.set(key, [...(byColor.get(key) ?? []), item]);
    }
    return [...byColor.values()].map((group) => productElement(group)).join('');
  },
};

function productElement(group: FeedItem[]): string {
  const [first] = group;
  if (!first) return '';
  const sized = first.sizeId !== null && group.some((item) => item.size !== null);
  const id = first.sizeId === null || (sized && first.color === null) ? String(first.productId) : first.id;
  const cheapest = group.reduce((low, item) => (item.priceCents < low.priceCents ? item : low), first);
  const phrases = group.map((item) => skroutzAvailability(item.delivery) as string);
  const soonest = phrases.reduce((best, phrase) =>
    (SOONEST[phrase] ?? 9) < (SOONEST[best] ?? 9) ? phrase : best,
  );
  const [image, ...more] = first.images;
  const variations = sized
    ? `<variations>${group
        .map(
          (item) =>
            `<variation>${[
              element('variationid', item.id),
              element('link', item.link),
              element('availability', skroutzAvailability(item.delivery)),
              element('manufacturersku', item.mpn),
              element('ean', item.ean),
              element('price_with_vat', euros(item.priceCents)),
              element('size', item.size),
              element('quantity', item.stock),
            ].join('')}</variation>`,
        )
        .join('')}</variations>`
    : '';
  const name = sized ? [first.productName, first.color].filter(Boolean).join(' ') : first.name;
  return `<product>${[
    element('id', id),
    element('name', name),
    element('link', first.link),
    element('image', image),
    ...more.slice(0, 15).map((url) => element('additionalimage', url)),
    element('category', first.categoryPath.join(' > ')),
    element('price_with_vat', euros(cheapest.priceCents)),
    element('vat', first.vatRate.toFixed(2)),
    element('availability', soonest),
    element('manufacturer', first.manufacturer),
    element('mpn', first.mpn),
    element('ean', sized ? null : first.ean),
    element(
      'size',
      sized
        ? group
            .map((item) => item.size)
            .filter(Boolean)
            .join(', ')
        : null,
    ),
    element('color', first.color),
    element('weight', first.weightGrams),
    element('shipping', cheapest.shippingCents === null ? null : euros(cheapest.shippingCents)),
    element('instock', 'Y'),
    element(
      'quantity',
      group.reduce((sum, item) => sum + item.stock, 0),
    ),
    element('description', first.description),
    variations,
  ].join('')}</product>\n`;
}
