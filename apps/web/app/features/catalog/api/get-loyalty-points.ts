import type { Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getLoyaltyPoints = (language: Language, id: number, dimensionId: number, signal?: AbortSignal) =>
  apiRequest<number>(language, 'products/getproductloyaltypoints', {
    query: { id, dimensionId: dimensionId || undefined },
    signal,
  });
