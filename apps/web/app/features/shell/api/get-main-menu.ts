import type { Language, MainMenu } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** A failed menu call yields an empty menu (spec 000 §8). */
export const getMainMenu = (language: Language, signal?: AbortSignal) =>
  apiRequest<MainMenu>(language, 'menus/getmainmenu', { signal }).catch((): MainMenu => ({ items: [] }));
