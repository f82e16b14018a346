import type { CustomerCoupon, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getCustomerCoupons = (language: Language, signal?: AbortSignal) =>
  apiRequest<CustomerCoupon[]>(language, 'customercoupons/getforcustomer', { signal });

/** The signed-in customer's coupons, every state, read in the browser. */
export const useCustomerCoupons = (language: Language) =>
  useBrowserData(['customers', 'coupons', language], (signal) => getCustomerCoupons(language, signal));
