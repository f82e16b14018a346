import type { Language, Product } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getProductByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Product>(language, 'products/getbyurl', { query: { url: eurl }, signal });
