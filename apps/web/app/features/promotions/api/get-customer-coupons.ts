import type { CustomerCoupon, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getCustomerCoupons = (language: Language, signal?: AbortSignal) =>
  apiRequest<CustomerCoupon[]>(language, 'customercoupons/getforcustomer', { signal });

/** The signed-in customer's coupons, every state (under the customer's keys, dropped on sign-out). */
export const customerCouponsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['customers', 'coupons', language],
    queryFn: ({ signal }) => getCustomerCoupons(language, signal),
  });

export const useCustomerCoupons = (language: Language) => useQuery(customerCouponsQuery(language));
