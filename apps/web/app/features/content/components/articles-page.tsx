import type { ContentCategory, NewsEntryPage } from '@shop/contract';
import { useTranslation } from '~/lib/use-translation';
import { trails } from '../trails';
import { ArticleList } from './article-list';
import { CategoryChips } from './category-chips';
import { ContentBreadcrumbs } from './content-breadcrumbs';

/** Every article, newest first, with the categories as filter chips (`/blogs`). */
export function ArticlesPage({
  categories,
  list,
  page,
}: {
  categories: ContentCategory[];
  list: NewsEntryPage;
  page: number;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.articles(t)} />
      <h1 className="mb-4 text-2xl font-semibold md:text-3xl">{t('articles.title')}</h1>
      <CategoryChips categories={categories} />
      <ArticleList list={list} page={page} />
    </div>
  );
}

/** A category's articles (`/blog/{eurl}`). */
export function ArticleCategoryPage({
  category,
  categories,
  list,
  page,
}: {
  category: ContentCategory;
  categories: ContentCategory[];
  list: NewsEntryPage;
  page: number;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.articleCategory(t, category)} />
      <h1 className="mb-2 text-2xl font-semibold md:text-3xl">{category.tl}</h1>
      {category.ds && <p className="mb-4 text-muted">{category.ds}</p>}
      <CategoryChips categories={categories} current={category.eurl} />
      <ArticleList list={list} page={page} />
    </div>
  );
}
