import { type Delivery, euros, type FeedItem } from './items.ts';
import { element } from './xml.ts';

/**
 * BestPrice's XML feed: the Skroutz layout under `<webstore>` with BestPrice's element names
 * (`productId`, `categoryPath`, `price`), one `<product>` per product and size, Greek delivery
 * phrases; only what can be ordered.
 */
export function bestPriceAvailability(delivery: Delivery): string | null {
  switch (delivery.kind) {
    case 'in_stock':
      return 'Άμεσα διαθέσιμο';
    case 'back_order':
      if (delivery.days <= 3) return 'Διαθέσιμο σε 1-3 ημέρες';
      if (delivery.days <= 10) return 'Διαθέσιμο σε 4-10 ημέρες';
      return 'Κατόπιν παραγγελίας';
    default:
      return null;
  }
}

export const bestPriceFormat = {
  head: (createdAt: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<webstore>\n${element('date', createdAt)}\n<products>\n`,
  tail: '</products>\n</webstore>\n',
  product(items: readonly FeedItem[]): string {
    return items
      .map((item) => {
        const availability = bestPriceAvailability(item.delivery);
        if (availability === null) return '';
        const [image, ...more] = item.images;
        return `<product>${[
          element('productId', item.id),
          element('name', item.name),
          element('link', item.link),
          element('image', image),
          ...more.slice(0, 10).map((url) => element('additional_image', url)),
          element('categoryPath', item.categoryPath.join(' > ')),
          element('price', euros(item.priceCents)),
          element('vat', item.vatRate.toFixed(2)),
          element('instock', 'Y'),
          element('availability', availability),
          element('manufacturer', item.manufacturer),
          element('mpn', item.mpn),
          element('ean', item.ean),
          element('size', item.size),
          element('color', item.color),
          element('weight', item.weightGrams),
          element('shipping', item.shippingCents === null ? null : euros(item.shippingCents)),
          element('quantity', item.stock),
          element('description', item.description),
        ].join('')}</product>\n`;
      })
      .join('');
  },
};
