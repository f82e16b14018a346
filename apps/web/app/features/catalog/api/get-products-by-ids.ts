import type { Language, Product } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Products by id (a guest's list, a promotion's gifts to choose from); no call for no ids (spec 000 §7). */
export const getProductsByIds = (language: Language, ids: number[], signal?: AbortSignal) =>
  ids.length === 0
    ? Promise.resolve({ items: [] as Product[] })
    : apiRequest<{ items: Product[] }>(language, 'products/getbyproductsids', {
        query: { productsids: ids.join(',') },
        signal,
      });
