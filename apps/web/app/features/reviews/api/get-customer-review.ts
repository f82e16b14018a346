import type { CustomerReview, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getCustomerReview = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<CustomerReview>(language, 'reviews/getcustomerreview', {
    method: 'POST',
    body: { to_ent: 'Product', to_id: productId },
    signal,
  });

/** The signed-in customer's own review of the product, whatever its state (under the customer's keys). */
export const customerReviewQuery = (language: Language, productId: number) =>
  queryOptions({
    queryKey: ['customers', 'review', language, productId],
    queryFn: ({ signal }) => getCustomerReview(language, productId, signal),
  });

export const useCustomerReview = (language: Language, productId: number, enabled: boolean) =>
  useQuery({ ...customerReviewQuery(language, productId), enabled });
