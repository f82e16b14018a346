import type {
  CheckoutPaymentType,
  CheckoutShippingType,
  Language,
  ParcelLocker,
  TakeawayStore,
} from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The checkout's reference data (spec 001 §7), translated by the API in the request language. */

export const getShippingTypes = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: CheckoutShippingType[] }>(language, 'shippingtypes/getallfront', { signal });

export const getTakeawayStores = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: TakeawayStore[] }>(language, 'takeawaystores/getallfront', { signal });

/** Which payments a shipping type allows, without cash on delivery for a cart of gift cards only (spec 001 §4). */
export const getPaymentTypesForShipping = (
  language: Language,
  shippingTypeId: number,
  giftCardsOnly: boolean,
  signal?: AbortSignal,
) =>
  apiRequest<{ items: CheckoutPaymentType[] }>(language, 'paymenttypes/GetByShippingType', {
    method: 'POST',
    body: { stid: shippingTypeId, giftcardsonly: giftCardsOnly },
    signal,
  });

/** Lockers by postcode or city. */
export const searchLockers = (language: Language, term: string, signal?: AbortSignal) =>
  apiRequest<{ items: ParcelLocker[] }>(language, 'lockers/search', { query: { q: term }, signal });
