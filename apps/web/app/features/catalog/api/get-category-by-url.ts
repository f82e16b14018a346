import type { Category, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getCategoryByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Category>(language, 'categories/getbyurl', { query: { url: eurl }, signal });
