import { EVENT_PAGE_SIZE, type EventPage } from '@shop/contract';
import { useTranslation } from '~/lib/use-translation';
import { eventTrails } from '../event-seo';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { EventGrid } from './event-card';
import { Pager } from './pager';

/** The pharmacy's events (`/events`): every one still to come, soonest first, then the past ones, paged. */
export function EventsPage({ upcoming, past, page }: { upcoming: EventPage; past: EventPage; page: number }) {
  const { t } = useTranslation('content-events');
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
