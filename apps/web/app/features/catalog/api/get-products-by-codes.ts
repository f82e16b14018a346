import type { Language, Product } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Products by code (the cards an article places); no call for no codes. */
export const getProductsByCodes = (
  language: Language,
  codes: string[],
  signal?: AbortSignal,
): Promise<{ items: Product[] }> =>
  codes.length === 0
    ? Promise.resolve({ items: [] })
    : apiRequest<{ items: Product[] }>(language, 'products/getbyproductcodes', {
        query: { codes: codes.join(',') },
        signal,
      });
