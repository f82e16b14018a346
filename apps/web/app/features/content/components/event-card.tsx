import type { EventSummary } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { eventWhen } from '../event-time';

/** Posters are drawn 16:9 (1280 × 720); the size is given so the page does not jump as they load. */
export const POSTER = { width: 1280, height: 720 } as const;

/** Where an event is: the venue and city, or online. */
export function EventModeBadge({ event }: { event: Pick<EventSummary, 'mode' | 'cancelled'> }) {
  const { t } = useTranslation('content-events');
  return (
    <span className="flex flex-wrap gap-2 text-xs font-medium tracking-wide uppercase">
      <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-800">
        {t(event.mode === 'Online' ? 'online' : 'in_person')}
      </span>
      {event.cancelled && (
        <span className="rounded bg-red-50 px-2 py-0.5 text-red-800" data-testid="event-cancelled">
          {t('cancelled')}
        </span>
      )}
    </span>
  );
}

/** An event in a list: poster, when (Athens time), where, title, summary and hosts. */
export function EventCard({
  event,
  heading: Heading = 'h3',
  eager = false,
}: {
  event: EventSummary;
  heading?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const { t } = useTranslation('content-events');
  const language = useLanguage();
  const when = eventWhen(event.start, event.end, language);
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white"
      data-testid="event-card"
    >
      <img
        src={event.poster}
        alt=""
        {...POSTER}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <EventModeBadge event={event} />
        <Heading className="text-lg leading-snug font-semibold">
          {/* The whole card is the link's target area; the title alone names it. */}
          <LocalizedLink
            to={`/event/${event.eurl}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none after:focus-visible:rounded-lg after:focus-visible:outline-2 after:focus-visible:outline-brand-700"
          >
            {event.tl}
          </LocalizedLink>
        </Heading>
        <p className="text-sm font-medium">
          <time dateTime={event.start}>{when.day}</time>, {when.hours} ({t('greek_time')})
        </p>
        {event.place && (
          <p className="text-sm text-muted">
            {event.place.nm}, {event.place.ct}
          </p>
        )}
        <p className="line-clamp-3 text-sm text-muted">{event.dsm}</p>
        {event.hosts.length > 0 && (
          <p className="mt-auto pt-2 text-xs text-muted">
            {t('hosts')}: {event.hosts.map((host) => host.nm).join(', ')}
          </p>
        )}
      </div>
    </article>
  );
}

/** A grid of event cards. */
export function EventGrid({ events, heading = 'h3' }: { events: EventSummary[]; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} heading={heading} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
