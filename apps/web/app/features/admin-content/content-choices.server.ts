import type { Language } from '@shop/contract';
import { staffApi } from '~/features/admin-frame/server';
import type { Choice } from './content-fields';

/** What a content form chooses from, read in the staff member's language. */
async function choices<Item>(
  request: Request,
  language: Language,
  path: string,
  name: (item: Item) => string,
): Promise<Choice[]> {
  const { items } = await staffApi<{ items: (Item & { id: number })[] }>(request, language, path);
  return items.map((item) => ({ id: item.id, name: name(item) }));
}

export const articleCategoryChoices = (request: Request, language: Language) =>
  choices<{ tl: string }>(request, language, 'newscategories/getallcategories', (item) => item.tl);

export const videoCategoryChoices = (request: Request, language: Language) =>
  choices<{ tl: string }>(request, language, 'VideoCategories/GetAllCategories', (item) => item.tl);

export const contributorChoices = (request: Request, language: Language) =>
  choices<{ nm: string }>(request, language, 'contributors/getall', (item) => item.nm);
