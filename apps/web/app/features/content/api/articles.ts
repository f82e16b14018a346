import type { ContentCategory, Language, NewsEntry, NewsEntryPage } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Articles a listing page shows at once; the API's own default (99) would make one endless page. */
export const ARTICLES_PER_PAGE = 12;

/** Which articles a listing holds: every one, the home page's, a category's or a contributor's. */
export type ArticleSource = { kind: 'all' | 'front' } | { kind: 'category' | 'contributor'; id: number };

const pathOf: Record<ArticleSource['kind'], string> = {
  all: 'newsentries/getallentries',
  front: 'newsentries/getbyshowfront',
  category: 'newsentries/getbynewscategoryid',
  contributor: 'newsentries/getbycontributorid',
};

export const articlesQuery = (language: Language, source: ArticleSource, page = 1) =>
  queryOptions({
    queryKey: ['content', 'articles', language, source, page],
    queryFn: ({ signal }) =>
      apiRequest<NewsEntryPage>(language, pathOf[source.kind], {
        query: { id: 'id' in source ? source.id : undefined, page, psize: ARTICLES_PER_PAGE },
        signal,
      }),
  });

export const articleByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'article', language, eurl],
    queryFn: ({ signal }) =>
      apiRequest<NewsEntry>(language, 'newsentries/getbyurl', { query: { url: eurl }, signal }),
  });

export const articleCategoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'article-categories', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: ContentCategory[] }>(language, 'newscategories/getallcategories', { signal }),
  });

export const articleCategoryByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'article-category', language, eurl],
    queryFn: ({ signal }) =>
      apiRequest<ContentCategory>(language, 'newscategories/getbyurl', { query: { url: eurl }, signal }),
  });
