import type { CartLine, Product } from '@shop/contract';

/** Tracking goes to the page's data layer, never to our server (spec 000 §3). */
export function pushAnalytics(event: string, data: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...data });
}

/** The add/remove events of a quantity change (spec 000 §4). */
export function trackQuantityChange(product: Pick<Product, 'id' | 'nm' | 'cprc'>, delta: number): void {
  if (delta === 0) return;
  pushAnalytics(delta > 0 ? 'add_to_cart' : 'remove_from_cart', {
    ecommerce: {
      currency: 'EUR',
      value: Math.round(Math.abs(delta) * product.cprc * 100) / 100,
      items: [
        {
          item_id: String(product.id),
          item_name: product.nm,
          price: product.cprc,
          quantity: Math.abs(delta),
        },
      ],
    },
  });
}

export const CART_UPDATE_ANALYTICS_DELAY_MS = 1000;
let cartUpdateTimer: ReturnType<typeof setTimeout> | undefined;

/** One cart-update event 1000 ms after the last change, however many changes came before (spec 000 §4). */
export function scheduleCartUpdateEvent(lines: CartLine[]): void {
  clearTimeout(cartUpdateTimer);
  cartUpdateTimer = setTimeout(() => {
    pushAnalytics('cart_update', {
      items: lines.map((line) => ({
        item_id: String(line.productId),
        variant: line.dimensionId,
        quantity: line.quantity,
      })),
    });
  }, CART_UPDATE_ANALYTICS_DELAY_MS);
}
