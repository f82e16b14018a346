import type { Language, ProductTab } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getProductTabs = (language: Language, code: string, signal?: AbortSignal) =>
  apiRequest<{ items: ProductTab[] }>(language, 'producttabs/getbyproductcode', { query: { code }, signal });
