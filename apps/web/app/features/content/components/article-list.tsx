import type { NewsEntryPage } from '@shop/contract';
import { useTranslation } from '~/lib/use-translation';
import { ARTICLES_PER_PAGE } from '../api/articles';
import { ArticleCard } from './article-card';
import { Pager } from './pager';

/** A page of article cards with its pager, or a plain note when there is none. */
export function ArticleList({
  list,
  page,
  heading = 'h2',
}: {
  list: NewsEntryPage;
  page: number;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('content');
  if (list.items.length === 0) return <p className="py-8 text-muted">{t('articles.empty')}</p>;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((entry, index) => (
          <li key={entry.id}>
            <ArticleCard entry={entry} heading={heading} eager={index < 2} />
          </li>
        ))}
      </ul>
      <Pager page={page} total={list.total} perPage={ARTICLES_PER_PAGE} />
    </>
  );
}
