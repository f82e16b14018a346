import type { Contributor, EventPage, NewsEntryPage, VideoPage } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { trails } from '../trails';
import { ArticleList } from './article-list';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { ContributorAvatar } from './contributor-avatar';
import { EventGrid } from './event-card';
import { RICH_TEXT } from './rich-text';
import { VideoGrid } from './video-grid';

function ContributorCard({ contributor }: { contributor: Contributor }) {
  return (
    <article
      className="relative flex h-full gap-4 rounded-lg border border-line bg-white p-4"
      data-testid="contributor-card"
    >
      <ContributorAvatar contributor={contributor} size={64} />
      <div>
        <h2 className="text-lg font-semibold">
          <LocalizedLink
            to={`/contributor/${contributor.eurl}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:outline-brand-700"
          >
            {contributor.nm}
          </LocalizedLink>
        </h2>
        <p className="text-sm text-muted">{contributor.role}</p>
      </div>
    </article>
  );
}

/** The people who write and present the content (`/contributors`). */
export function ContributorsPage({ contributors }: { contributors: Contributor[] }) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.contributors(t)} />
      <h1 className="mb-2 text-2xl font-semibold md:text-3xl">{t('contributors.title')}</h1>
      <p className="mb-6 text-muted">{t('contributors.description')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contributors.map((contributor) => (
          <li key={contributor.id}>
            <ContributorCard contributor={contributor} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A contributor: bio, then their articles, videos and the events they host (`/contributor/{eurl}`). */
export function ContributorPage({
  contributor,
  articles,
  videos,
  events,
  page,
}: {
  contributor: Contributor;
  articles: NewsEntryPage;
  videos: VideoPage;
  events: EventPage;
  page: number;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={trails.contributor(t, contributor)} />
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start">
        <ContributorAvatar contributor={contributor} size={96} />
        <div className="max-w-3xl">
          <h1 className="text-2xl font-semibold md:text-3xl">{contributor.nm}</h1>
          <p className="text-muted">{contributor.role}</p>
          <div
            className={RICH_TEXT}
            data-testid="contributor-bio"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitised this HTML with its allow-list when it was stored (decision 020).
            dangerouslySetInnerHTML={{ __html: contributor.bio }}
          />
        </div>
      </header>
      {articles.total === 0 && videos.total === 0 && events.total === 0 && (
        <p className="text-muted">{t('contributors.nothing_yet')}</p>
      )}
      {articles.total > 0 && (
        <section aria-labelledby="contributor-articles" className="mb-10">
          <h2 id="contributor-articles" className="mb-3 text-xl font-semibold">
            {t('contributors.articles')}
          </h2>
          <ArticleList list={articles} page={page} heading="h3" />
        </section>
      )}
      {videos.total > 0 && (
        <section aria-labelledby="contributor-videos">
          <h2 id="contributor-videos" className="mb-3 text-xl font-semibold">
            {t('contributors.videos')}
          </h2>
          <VideoGrid videos={videos.items} heading="h3" />
        </section>
      )}
      {events.total > 0 && (
        <section aria-labelledby="contributor-events" className="mt-10">
          <h2 id="contributor-events" className="mb-3 text-xl font-semibold">
            {t('content-events:title')}
          </h2>
          <EventGrid events={events.items} />
        </section>
      )}
    </div>
  );
}
