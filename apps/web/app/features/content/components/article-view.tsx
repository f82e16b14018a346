import type { NewsEntry, NewsEntrySummary, Product } from '@shop/contract';
import { useEffect, useRef } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { CONTENT_CARDS } from '../card-translations';
import { publicationDate } from '../format';
import { watchForEnd } from '../read-detection';
import { trails } from '../trails';
import { useContentReward } from '../use-content-reward';
import { ArticleBody } from './article-body';
import { COVER } from './article-card';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { ContributorByline } from './contributor-byline';
import { MoreArticles } from './more-in-category';

/**
 * An article: title, author with role, date, reading time, cover, body and category. A signed-in
 * customer who reaches the end of the body is credited ReadBlog once (see `watchForEnd`).
 */
export function ArticleView({
  entry,
  products,
  moreInCategory,
}: {
  entry: NewsEntry;
  /** The products the body places. */
  products: Product[];
  /** The first page of the article's category. */
  moreInCategory: NewsEntrySummary[];
}) {
  const { t } = useTranslation('content');
  const { t: cards } = useTranslation(CONTENT_CARDS);
  const language = useLanguage();
  const end = useRef<HTMLDivElement>(null);
  const report = useContentReward('ReadBlog');
  useEffect(() => {
    if (!report || !end.current) return;
    return watchForEnd(end.current, () => report(entry.id));
  }, [report, entry.id]);
  const { contributor } = entry;
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.article(t, entry)} />
      <article className="mx-auto max-w-3xl">
        <header>
          <LocalizedLink
            to={`/blog/${entry.category.eurl}`}
            className="text-sm font-medium tracking-wide text-brand-800 uppercase hover:underline"
          >
            {entry.category.tl}
          </LocalizedLink>
          <h1 className="mt-2 text-2xl leading-tight font-semibold md:text-4xl" lang={entry.lng}>
            {entry.tl}
          </h1>
          <p className="mt-3 text-lg text-muted" lang={entry.lng}>
            {entry.dsm}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            {contributor && <ContributorByline contributor={contributor} testId="article-contributor" />}
            <span>
              <time dateTime={entry.dt}>{publicationDate(entry.dt, language)}</time> ·{' '}
              {cards('articles.read_minutes', { count: entry.readMinutes })}
            </span>
            {/* An English page shows the Greek text where the article has no English one, and says so. */}
            {entry.lng !== language && (
              <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-800" data-testid="written-in">
                {t(`articles.written_in_${entry.lng}`)}
              </span>
            )}
          </div>
        </header>
        {entry.img1 && (
          <img
            src={entry.img1}
            alt=""
            {...COVER}
            fetchPriority="high"
            className="mt-6 aspect-video w-full rounded-lg object-cover"
          />
        )}
        <div className="mt-6">
          <ArticleBody entry={entry} products={products} />
        </div>
        <div ref={end} className="h-px" aria-hidden="true" />
        <footer className="mt-8 border-t border-line pt-4 text-sm">
          {t('articles.category')}:{' '}
          <LocalizedLink to={`/blog/${entry.category.eurl}`} className="text-brand-700 underline">
            {entry.category.tl}
          </LocalizedLink>
          {contributor && (
            <>
              {' · '}
              <LocalizedLink to={`/contributor/${contributor.eurl}`} className="text-brand-700 underline">
                {t('articles.more_from', { name: contributor.nm })}
              </LocalizedLink>
            </>
          )}
        </footer>
      </article>
      <MoreArticles entry={entry} category={moreInCategory} />
    </div>
  );
}
