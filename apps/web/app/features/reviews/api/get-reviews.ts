import type { Language, ReviewList } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getReviews = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<ReviewList>(language, 'reviews/getreviews', {
    method: 'POST',
    body: { to_ent: 'Product', to_id: productId },
    signal,
  });

export const reviewsQuery = (language: Language, productId: number) =>
  queryOptions({
    queryKey: ['reviews', 'product', language, productId],
    queryFn: ({ signal }) => getReviews(language, productId, signal),
  });

export const useReviews = (language: Language, productId: number) =>
  useQuery(reviewsQuery(language, productId));
