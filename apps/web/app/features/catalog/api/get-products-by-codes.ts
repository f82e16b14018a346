import type { Language, Product } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Products by code (the cards an article places); no call for no codes. */
export const productsByCodesQuery = (language: Language, codes: string[]) =>
  queryOptions({
    queryKey: ['products', 'by-codes', language, codes],
    queryFn: ({ signal }) =>
      codes.length === 0
        ? Promise.resolve({ items: [] as Product[] })
        : apiRequest<{ items: Product[] }>(language, 'products/getbyproductcodes', {
            query: { codes: codes.join(',') },
            signal,
          }),
  });
