import type { Banner, Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** The banners of a group shown now (spec 000 §7 "banners by group name"). */
export const bannersQuery = (language: Language, groupName: string) =>
  queryOptions({
    queryKey: ['merchandising', 'banners', language, groupName],
    queryFn: ({ signal }) =>
      apiRequest<{ items: Banner[] }>(language, 'banners/getbygroupname', { query: { groupName }, signal }),
  });
