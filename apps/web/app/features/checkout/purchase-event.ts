import type { OrderDetails } from '@shop/contract';

/** The `purchase` event of the page's data layer for a completed order (spec 000 §2). */
export function purchaseEvent(order: OrderDetails) {
  return {
    ecommerce: {
      transaction_id: order.code,
      currency: 'EUR',
      value: order.totals.amt,
      tax: order.totals.vat,
      shipping: order.totals.shipping,
      items: order.lines.map((line) => ({
        item_id: String(line.pid),
        item_name: line.nm,
        item_variant: line.dnm ?? undefined,
        price: line.uprc,
        quantity: line.qty,
        discount: line.dsct,
      })),
    },
  };
}

const TRACKED_KEY = 'purchases_tracked';

/** True the first time an order is seen in this tab, so a reload of the success page counts once. */
export function firstSightOfPurchase(uid: string): boolean {
  const seen: string[] = JSON.parse(sessionStorage.getItem(TRACKED_KEY) ?? '[]');
  if (seen.includes(uid)) return false;
  sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...seen, uid].slice(-20)));
  return true;
}
