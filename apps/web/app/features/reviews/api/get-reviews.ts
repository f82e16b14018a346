import type { Language, ReviewList } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getReviews = (language: Language, productId: number, signal?: AbortSignal) =>
  apiRequest<ReviewList>(language, 'reviews/getreviews', {
    method: 'POST',
    body: { to_ent: 'Product', to_id: productId },
    signal,
  });
