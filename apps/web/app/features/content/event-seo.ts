import type { ContentEvent, ContributorSummary } from '@shop/contract';
import { athensIso } from './event-time';
import type { JsonLdAddress } from './structured-data';
import type { Crumb } from './trails';

type Translate = (key: string) => string;

/** The events pages' breadcrumb trails after Home, the page itself last. */
export const eventTrails = {
  events: (t: Translate): Crumb[] => [{ name: t('content-events:title'), path: '/events' }],
  event: (t: Translate, event: Pick<ContentEvent, 'tl' | 'eurl'>): Crumb[] => [
    ...eventTrails.events(t),
    { name: event.tl, path: `/event/${event.eurl}` },
  ],
};

const SCHEMA = 'https://schema.org/';

function performer(host: ContributorSummary, address: JsonLdAddress) {
  return {
    '@type': 'Person',
    name: host.nm,
    jobTitle: host.role,
    url: `${address.origin}${address.pathOf(`/contributor/${host.eurl}`)}`,
  };
}

/**
 * An event page's schema.org Event: its times with the Athens offset, in person at a Place with
 * its PostalAddress or online at a VirtualLocation (the registration page), the shop as organiser
 * and the hosting contributors as performers.
 */
export function eventJsonLd(event: ContentEvent, canonical: string, address: JsonLdAddress, shop: string) {
  const location = event.place
    ? {
        '@type': 'Place',
        name: event.place.nm,
        address: {
          '@type': 'PostalAddress',
          streetAddress: event.place.adr,
          addressLocality: event.place.ct,
          addressCountry: 'GR',
        },
      }
    : { '@type': 'VirtualLocation', url: event.registrationUrl ?? canonical };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.tl,
    description: event.dsm,
    startDate: athensIso(event.start),
    endDate: athensIso(event.end),
    eventStatus: `${SCHEMA}${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}${event.mode === 'Online' ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location,
    image: [/^https?:\/\//.test(event.poster) ? event.poster : `${address.origin}${event.poster}`],
    url: canonical,
    inLanguage: event.lng,
    organizer: { '@type': 'Organization', name: shop, url: `${address.origin}${address.pathOf('/')}` },
    ...(event.hosts.length > 0 ? { performer: event.hosts.map((host) => performer(host, address)) } : {}),
  };
}
