import type {
  CheckoutPaymentType,
  CheckoutShippingType,
  Language,
  ParcelLocker,
  TakeawayStore,
} from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The checkout's reference data (spec 001 §7), translated by the API in the request language. */

export const shippingTypesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['checkout', 'shipping-types', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: CheckoutShippingType[] }>(language, 'shippingtypes/getallfront', { signal }),
  });

export const useShippingTypes = (language: Language) => useQuery(shippingTypesQuery(language));

export const useTakeawayStores = (language: Language, enabled: boolean) =>
  useQuery({
    queryKey: ['checkout', 'takeaway-stores', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: TakeawayStore[] }>(language, 'takeawaystores/getallfront', { signal }),
    enabled,
  });

/**
 * Which payments a shipping type allows, without cash on delivery for a cart of gift cards only;
 * asked only once shipping is chosen (spec 001 §4).
 */
export const usePaymentTypesForShipping = (
  language: Language,
  shippingTypeId: number | null,
  giftCardsOnly: boolean,
) =>
  useQuery({
    queryKey: ['checkout', 'payment-types', language, shippingTypeId, giftCardsOnly],
    queryFn: ({ signal }) =>
      apiRequest<{ items: CheckoutPaymentType[] }>(language, 'paymenttypes/GetByShippingType', {
        method: 'POST',
        body: { stid: shippingTypeId, giftcardsonly: giftCardsOnly },
        signal,
      }),
    enabled: shippingTypeId !== null,
  });

/** Lockers by postcode or city. */
export const useLockerSearch = (language: Language, term: string) =>
  useQuery({
    queryKey: ['checkout', 'lockers', language, term],
    queryFn: ({ signal }) =>
      apiRequest<{ items: ParcelLocker[] }>(language, 'lockers/search', { query: { q: term }, signal }),
    enabled: term.length >= 2,
  });
