import type { ContentCategory, Language, NewsEntry, NewsEntryPage } from '@shop/contract';
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

export const getArticles = (language: Language, source: ArticleSource, page = 1, signal?: AbortSignal) =>
  apiRequest<NewsEntryPage>(language, pathOf[source.kind], {
    query: { id: 'id' in source ? source.id : undefined, page, psize: ARTICLES_PER_PAGE },
    signal,
  });

export const getArticleByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<NewsEntry>(language, 'newsentries/getbyurl', { query: { url: eurl }, signal });

export const getArticleCategories = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: ContentCategory[] }>(language, 'newscategories/getallcategories', { signal });

export const getArticleCategoryByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<ContentCategory>(language, 'newscategories/getbyurl', { query: { url: eurl }, signal });
