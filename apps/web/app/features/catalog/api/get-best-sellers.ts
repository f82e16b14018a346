import { BEST_SELLERS_DEFAULT_DAYS, type Language, type Product } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getBestSellers = (language: Language, days = BEST_SELLERS_DEFAULT_DAYS, signal?: AbortSignal) =>
  apiRequest<{ items: Product[] }>(language, 'products/GetBestSellers', { query: { days }, signal });
