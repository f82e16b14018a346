import type { Language, Product } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Products by code (the cards an article places); no call for no codes. */
export const getProductsByCodes = (language: Language, codes: string[], signal?: AbortSignal) =>
  codes.length === 0
    ? Promise.resolve({ items: [] as Product[] })
    : apiRequest<{ items: Product[] }>(language, 'products/getbyproductcodes', {
        query: { codes: codes.join(',') },
        signal,
      });

/** For the article body, until the content pages read route data. */
export const productsByCodesQuery = (language: Language, codes: string[]) =>
  queryOptions({
    queryKey: ['products', 'by-codes', language, codes],
    queryFn: ({ signal }) => getProductsByCodes(language, codes, signal),
  });
