import { EVENT_PAGE_SIZE } from '@shop/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { pastEventsQuery, upcomingEventsQuery } from '../api/events';
import { eventTrails } from '../event-seo';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { EventGrid } from './event-card';
import { Pager, pageOf } from './pager';

/** The pharmacy's events (`/events`): every one still to come, soonest first, then the past ones, paged. */
export function EventsPage() {
  const { t } = useTranslation('content-events');
  const language = useLanguage();
  const page = pageOf(useSearchParams()[0]);
  const { data: upcoming } = useSuspenseQuery(upcomingEventsQuery(language));
  const { data: past } = useSuspenseQuery(pastEventsQuery(language, page));
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={eventTrails.events(t)} />
      <h1 className="mb-2 text-2xl font-semibold md:text-3xl">{t('title')}</h1>
      <p className="mb-6 text-muted">{t('description')}</p>
      <section aria-labelledby="events-upcoming" className="mb-10" data-testid="events-upcoming">
        <h2 id="events-upcoming" className="mb-3 text-xl font-semibold">
          {t('upcoming')}
        </h2>
        {upcoming.items.length > 0 ? (
          <EventGrid events={upcoming.items} />
        ) : (
          <p className="py-4 text-muted">{t('no_upcoming')}</p>
        )}
      </section>
      {past.total > 0 && (
        <section aria-labelledby="events-past" data-testid="events-past">
          <h2 id="events-past" className="mb-3 text-xl font-semibold">
            {t('past')}
          </h2>
          <EventGrid events={past.items} />
          <Pager page={page} total={past.total} perPage={EVENT_PAGE_SIZE} />
        </section>
      )}
    </div>
  );
}
