import type { Banner, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The banners of a group shown now (spec 000 §7 "banners by group name"). */
export const getBanners = (language: Language, groupName: string, signal?: AbortSignal) =>
  apiRequest<{ items: Banner[] }>(language, 'banners/getbygroupname', { query: { groupName }, signal });
