import type { Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export interface MenuItem {
  id: number;
  pid: number | null;
  tl: string;
  nu: string;
  isHighlighted: boolean;
}

export const getMainMenu = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: MenuItem[] }>(language, 'menus/getmainmenu', { signal });

export const mainMenuQuery = (language: Language) =>
  queryOptions({
    queryKey: ['menus', 'main', language],
    // A failed menu call yields an empty menu (spec 000 §8).
    queryFn: ({ signal }) => getMainMenu(language, signal).catch(() => ({ items: [] as MenuItem[] })),
  });

export const useMainMenu = (language: Language) => useQuery(mainMenuQuery(language));
