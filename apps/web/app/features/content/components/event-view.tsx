import type { ContentEvent } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { eventTrails } from '../event-seo';
import { eventWhen, isPast } from '../event-time';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { ContributorByline } from './contributor-byline';
import { EventModeBadge, POSTER } from './event-card';
import { RICH_TEXT } from './rich-text';

/** The registration link: the organiser's page opens in a new tab, with no hold on the shop's window. */
function RegistrationLink({ href }: { href: string }) {
  const { t } = useTranslation('content-events');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      data-testid="event-registration"
    >
      {t('register')}
      <span className="sr-only"> ({t('new_tab')})</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
        <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM4 5h5v2H5v8h8v-4h2v6H3V5h1z" />
      </svg>
    </a>
  );
}

/**
 * An event: title, when (Athens time), where or online with its registration link, hosts (to
 * their pages), poster and description. Once it is over it says so and offers no registration.
 */
export function EventView({ event }: { event: ContentEvent }) {
  const { t } = useTranslation('content-events');
  const language = useLanguage();
  const over = isPast(event.end);
  const when = eventWhen(event.start, event.end, language);
  const open = !over && !event.cancelled;
  return (
    <div className="container-page py-6">
      <ContentBreadcrumbs trail={eventTrails.event(t, event)} />
      <article className="mx-auto max-w-3xl">
        <header>
          <EventModeBadge event={event} />
          <h1 className="mt-2 text-2xl leading-tight font-semibold md:text-4xl" lang={event.lng}>
            {event.tl}
          </h1>
          <p className="mt-3 text-lg text-muted" lang={event.lng}>
            {event.dsm}
          </p>
        </header>
        <dl className="mt-6 grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-muted">{t('when')}</dt>
            <dd data-testid="event-when">
              <time dateTime={event.start}>{when.day}</time>
              <br />
              {when.hours} ({t('greek_time')})
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-muted">{t('where')}</dt>
            <dd data-testid="event-where">
              {event.place ? (
                <address className="not-italic">
                  {event.place.nm}
                  <br />
                  {event.place.adr}, {event.place.ct}
                </address>
              ) : (
                t('online')
              )}
            </dd>
          </div>
          {event.hosts.length > 0 && (
            <div className="sm:col-span-2">
              <dt className="mb-2 text-sm font-medium text-muted">{t('hosts')}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm text-muted">
                  {event.hosts.map((host) => (
                    <li key={host.id}>
                      <ContributorByline contributor={host} testId="event-host" />
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        {over && (
          <p className="mt-4 rounded bg-brand-50 px-3 py-2 text-brand-800" data-testid="event-ended">
            {t('ended')}
          </p>
        )}
        {open && event.registrationUrl && (
          <div className="mt-4 flex flex-col gap-2">
            <div>
              <RegistrationLink href={event.registrationUrl} />
            </div>
            {event.mode === 'Online' && <p className="text-sm text-muted">{t('online_note')}</p>}
          </div>
        )}
        <img
          src={event.poster}
          alt=""
          {...POSTER}
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-lg object-cover"
        />
        <h2 className="mt-8 text-xl font-semibold">{t('details')}</h2>
        <div
          className={RICH_TEXT}
          lang={event.lng}
          data-testid="event-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitised this HTML with its allow-list when it was stored (decision 020).
          dangerouslySetInnerHTML={{ __html: event.body }}
        />
      </article>
    </div>
  );
}
