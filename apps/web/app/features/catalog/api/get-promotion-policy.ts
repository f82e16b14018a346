import type { Language, ProductListing, PromotionPolicy } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import type { ListingState } from '../listing-state';

export const getPromotionPolicyByCode = (language: Language, code: string, signal?: AbortSignal) =>
  apiRequest<PromotionPolicy>(language, 'promotionpolicies/getbycode', { query: { code }, signal });

export const getProductsByPromotionPolicy = (
  language: Language,
  id: number,
  state: ListingState,
  signal?: AbortSignal,
) =>
  apiRequest<ProductListing>(language, 'products/getbypromotionpolicyId', {
    query: { id, participatingProducts: true, ...state },
    signal,
  });
