import type { Language, OrderFormInput } from '@shop/contract';
import { useBrowserData } from '~/lib/use-browser-data';
import {
  getPaymentTypesForShipping,
  getShippingTypes,
  getTakeawayStores,
  searchLockers,
} from './api/checkout-options';
import { composeOrderTotals } from './api/order-totals';

/** What the checkout asks for in the browser: its reference data and the order's totals (decision 054). */

export const useShippingTypes = (language: Language) =>
  useBrowserData(['checkout', 'shipping-types', language], (signal) => getShippingTypes(language, signal));

export const useTakeawayStores = (language: Language) =>
  useBrowserData(['checkout', 'takeaway-stores', language], (signal) => getTakeawayStores(language, signal));

/** Asked only once shipping is chosen (spec 001 §4). */
export const usePaymentTypesForShipping = (
  language: Language,
  shippingTypeId: number | null,
  giftCardsOnly: boolean,
) =>
  useBrowserData(
    shippingTypeId === null ? null : ['checkout', 'payment-types', language, shippingTypeId, giftCardsOnly],
    (signal) => getPaymentTypesForShipping(language, shippingTypeId ?? 0, giftCardsOnly, signal),
  );

/** Asked once the term has two characters. */
export const useLockerSearch = (language: Language, term: string) =>
  useBrowserData(term.length >= 2 ? ['checkout', 'lockers', language, term] : null, (signal) =>
    searchLockers(language, term, signal),
  );

/**
 * The order's totals, asked again on every change of the form: the last totals stay on screen
 * while the next ones are computed, and a failed call is logged and yields no totals (spec 001 §7).
 */
export const useOrderTotals = (language: Language, body: OrderFormInput) =>
  useBrowserData(
    body.lines.length > 0 ? ['checkout', 'order-totals', language, body] : null,
    (signal) =>
      composeOrderTotals(language, body, signal).catch((error: unknown) => {
        console.error('Order totals failed', error);
        return null;
      }),
    { keepPrevious: true, maxAgeMs: 0 },
  );
