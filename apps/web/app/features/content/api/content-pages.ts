import type { ContentEntityKind, ContentPage, CustomContent, FaqList, Language } from '@shop/contract';
import { ApiRequestError, apiRequest } from '~/lib/api-client';

export const getContentPageByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<ContentPage>(language, 'contentpages/getbyurl', { query: { url: eurl }, signal });

/** The questions attached to an entity (a content page's own), in their order. */
export const getFaqsByEntity = (
  language: Language,
  type: ContentEntityKind,
  id: number,
  signal?: AbortSignal,
) => apiRequest<FaqList>(language, 'faqs/getbyentitytype', { query: { type, id }, signal });

/** Which text an entity shows at a place of its page (spec 000 §7). */
export interface CustomContentKey {
  entityType: ContentEntityKind;
  entityId: string | number;
  subkey?: string;
  fallbackToDefaultLanguage?: boolean;
}

/** The text attached to an entity, or null when it has none (the API's 404). */
export async function getCustomContent(
  language: Language,
  key: CustomContentKey,
  signal?: AbortSignal,
): Promise<CustomContent | null> {
  try {
    return await apiRequest<CustomContent>(language, 'customcontent/getByEntity', {
      query: {
        entityType: key.entityType,
        entityId: String(key.entityId),
        subkey: key.subkey,
        fallbackToDefaultLanguage: key.fallbackToDefaultLanguage,
      },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
