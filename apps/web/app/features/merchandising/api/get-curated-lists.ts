import type { CuratedList, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Every curated list with products on sale: the home list first, then the categories'. */
export const curatedListsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['merchandising', 'curated-lists', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: CuratedList[] }>(language, 'categorylists/getall', { signal }),
  });
