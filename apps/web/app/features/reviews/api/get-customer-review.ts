import type { CustomerReview, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getCustomerReview = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<CustomerReview>(language, 'reviews/getcustomerreview', {
    method: 'POST',
    body: { to_ent: 'Product', to_id: productId },
    signal,
  });

/** The signed-in customer's own review of the product, whatever its state, read in the browser. */
export const useCustomerReview = (language: Language, productId: number) =>
  useBrowserData(['customers', 'review', language, productId], (signal) =>
    getCustomerReview(language, productId, signal),
  );
