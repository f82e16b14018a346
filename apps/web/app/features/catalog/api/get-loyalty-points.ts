import type { Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getLoyaltyPoints = (language: Language, id: number, dimensionId: number, signal?: AbortSignal) =>
  apiRequest<number>(language, 'products/getproductloyaltypoints', {
    query: { id, dimensionId: dimensionId || undefined },
    signal,
  });

export const loyaltyPointsQuery = (language: Language, id: number, dimensionId: number) =>
  queryOptions({
    queryKey: ['products', 'loyalty-points', language, id, dimensionId],
    queryFn: ({ signal }) => getLoyaltyPoints(language, id, dimensionId, signal),
  });

export const useLoyaltyPoints = (language: Language, id: number, dimensionId = 0) =>
  useQuery(loyaltyPointsQuery(language, id, dimensionId));
