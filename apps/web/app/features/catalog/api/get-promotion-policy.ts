import type { Language, ProductListing, PromotionPolicy } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import type { ListingState } from '../listing-state';

export const getPromotionPolicyByCode = (language: Language, code: string, signal?: AbortSignal) =>
  apiRequest<PromotionPolicy>(language, 'promotionpolicies/getbycode', { query: { code }, signal });

export const promotionPolicyByCodeQuery = (language: Language, code: string) =>
  queryOptions({
    queryKey: ['promotion-policies', 'by-code', language, code],
    queryFn: ({ signal }) => getPromotionPolicyByCode(language, code, signal),
  });

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

export const productsByPromotionPolicyQuery = (language: Language, id: number, state: ListingState) =>
  queryOptions({
    queryKey: ['products', 'by-promotion-policy', language, id, state],
    queryFn: ({ signal }) => getProductsByPromotionPolicy(language, id, state, signal),
  });
