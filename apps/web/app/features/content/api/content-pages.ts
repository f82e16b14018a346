import type { ContentEntityKind, ContentPage, CustomContent, FaqList, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '~/lib/api-client';

export const contentPageByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'page', language, eurl],
    queryFn: ({ signal }) =>
      apiRequest<ContentPage>(language, 'contentpages/getbyurl', { query: { url: eurl }, signal }),
  });

/** The questions attached to an entity (a content page's own), in their order. */
export const faqsByEntityQuery = (language: Language, type: ContentEntityKind, id: number) =>
  queryOptions({
    queryKey: ['content', 'faqs', language, type, id],
    queryFn: ({ signal }) =>
      apiRequest<FaqList>(language, 'faqs/getbyentitytype', { query: { type, id }, signal }),
  });

/** Which text an entity shows at a place of its page (spec 000 §7). */
export interface CustomContentKey {
  entityType: ContentEntityKind;
  entityId: string | number;
  subkey?: string;
  fallbackToDefaultLanguage?: boolean;
}

/** The text attached to an entity, or null when it has none (the API's 404). */
export const customContentQuery = (language: Language, key: CustomContentKey) =>
  queryOptions({
    queryKey: ['content', 'custom', language, key],
    queryFn: async ({ signal }) => {
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
    },
  });

export function useCustomContent(language: Language, key: CustomContentKey) {
  return useQuery(customContentQuery(language, key));
}
