import type { Language, MainMenu } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getMainMenu = (language: Language, signal?: AbortSignal) =>
  apiRequest<MainMenu>(language, 'menus/getmainmenu', { signal });

export const mainMenuQuery = (language: Language) =>
  queryOptions({
    queryKey: ['menus', 'main', language],
    // A failed menu call yields an empty menu (spec 000 §8).
    queryFn: ({ signal }) => getMainMenu(language, signal).catch((): MainMenu => ({ items: [] })),
  });

export const useMainMenu = (language: Language) => useQuery(mainMenuQuery(language));
