import type { CartLine, CartTotalsRequest, Language } from '@shop/contract';
import { useBrowserData } from '~/lib/use-browser-data';
import { composeCartTotals } from './api/compose-cart-totals';
import { getCartItems } from './api/refresh-cart-items';

const lineKey = (lines: CartLine[]) =>
  lines.map((line) => `${line.productId}:${line.dimensionId}:${line.quantity}`);

/**
 * The stored lines with their current products, asked again on every change of the lines; the
 * previous lines stay on screen while a quantity change is being fetched.
 */
export const useCartItems = (language: Language, lines: CartLine[]) =>
  useBrowserData(
    ['cart', 'items', language, lineKey(lines)],
    (signal) => getCartItems(language, lines, signal),
    {
      keepPrevious: true,
      maxAgeMs: 0,
    },
  );

/**
 * The server's totals for the lines, asked again on every change; the last totals stay on screen
 * while the next ones are computed. A failed totals call is logged and yields no totals (spec 000 §8).
 */
export const useCartTotals = (language: Language, body: CartTotalsRequest) =>
  useBrowserData(
    body.lines.length > 0 ? ['cart', 'totals', language, body] : null,
    (signal) =>
      composeCartTotals(language, body, signal).catch((error: unknown) => {
        console.error('Cart totals failed', error);
        return null;
      }),
    { keepPrevious: true, maxAgeMs: 0 },
  );
