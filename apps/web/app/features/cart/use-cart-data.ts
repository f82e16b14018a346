import type { CartLine, CartTotalsRequest, Language } from '@shop/contract';
import { useBrowserData } from '~/lib/use-browser-data';
import { useServerTotals } from '~/lib/use-server-totals';
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

/** The server's totals for the lines (useServerTotals): none without lines. */
export const useCartTotals = (language: Language, body: CartTotalsRequest) =>
  useServerTotals(body.lines.length > 0 ? ['cart', 'totals', language, body] : null, (signal) =>
    composeCartTotals(language, body, signal),
  );
