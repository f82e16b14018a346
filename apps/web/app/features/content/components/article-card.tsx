import type { NewsEntrySummary } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { CONTENT_CARDS } from '../card-translations';
import { publicationDate } from '../format';

/** Covers are drawn 16:9 (1280 × 720); the size is given so the page does not jump as they load. */
export const COVER = { width: 1280, height: 720 } as const;

/** An article in a list: cover, category, title, summary, author, date and reading time. */
export function ArticleCard({
  entry,
  heading: Heading = 'h2',
  eager = false,
}: {
  entry: NewsEntrySummary;
  heading?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const { t: cards } = useTranslation(CONTENT_CARDS);
  const language = useLanguage();
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white"
      data-testid="article-card"
    >
      {entry.img1 && (
        <img
          src={entry.img1}
          alt=""
          {...COVER}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">{entry.category.tl}</p>
        <Heading className="text-lg leading-snug font-semibold">
          {/* The whole card is the link's target area; the title alone names it. */}
          <LocalizedLink
            to={`/blogPost/${entry.eurl}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:outline-brand-700"
          >
            {entry.tl}
          </LocalizedLink>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{entry.dsm}</p>
        <p className="mt-auto pt-2 text-xs text-muted">
          {entry.contributor && <>{entry.contributor.nm} · </>}
          <time dateTime={entry.dt}>{publicationDate(entry.dt, language)}</time> ·{' '}
          {cards('articles.read_minutes', { count: entry.readMinutes })}
        </p>
      </div>
    </article>
  );
}
