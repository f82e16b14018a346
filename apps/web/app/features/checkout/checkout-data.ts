import type { Language, OrderFormInput } from '@shop/contract';
import { useBrowserData } from '~/lib/use-browser-data';
import { useServerTotals } from '~/lib/use-server-totals';
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

/** The order's totals for the form as it stands (useServerTotals): none without lines (spec 001 §7). */
export const useOrderTotals = (language: Language, body: OrderFormInput) =>
  useServerTotals(body.lines.length > 0 ? ['checkout', 'order-totals', language, body] : null, (signal) =>
    composeOrderTotals(language, body, signal),
  );
