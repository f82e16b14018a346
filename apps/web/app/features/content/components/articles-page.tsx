import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { articleCategoriesQuery, articleCategoryByUrlQuery, articlesQuery } from '../api/articles';
import { trails } from '../trails';
import { ArticleList } from './article-list';
import { CategoryChips } from './category-chips';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { pageOf } from './pager';

/** Every article, newest first, with the categories as filter chips (`/blogs`). */
export function ArticlesPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const page = pageOf(useSearchParams()[0]);
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(language));
  const { data: list } = useSuspenseQuery(articlesQuery(language, { kind: 'all' }, page));
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.articles(t)} />
      <h1 className="mb-4 text-2xl font-semibold md:text-3xl">{t('articles.title')}</h1>
      <CategoryChips categories={categories.items} />
      <ArticleList list={list} page={page} />
    </div>
  );
}

/** A category's articles (`/blog/{eurl}`). */
export function ArticleCategoryPage({ eurl }: { eurl: string }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const page = pageOf(useSearchParams()[0]);
  const { data: category } = useSuspenseQuery(articleCategoryByUrlQuery(language, eurl));
  const { data: categories } = useSuspenseQuery(articleCategoriesQuery(language));
  const { data: list } = useSuspenseQuery(
    articlesQuery(language, { kind: 'category', id: category.id }, page),
  );
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.articleCategory(t, category)} />
      <h1 className="mb-2 text-2xl font-semibold md:text-3xl">{category.tl}</h1>
      {category.ds && <p className="mb-4 text-muted">{category.ds}</p>}
      <CategoryChips categories={categories.items} current={category.eurl} />
      <ArticleList list={list} page={page} />
    </div>
  );
}
