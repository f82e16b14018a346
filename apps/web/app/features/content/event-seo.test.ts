import type { ContentEvent } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { eventJsonLd, eventTrails } from './event-seo';
import { trailJsonLd } from './structured-data';

const address = {
  origin: 'https://shop.example.gr',
  pathOf: (path: string) => `/en${path === '/' ? '' : path}`,
};
const host = { id: 4, nm: 'Giorgos Antoniou', eurl: 'giorgos-antoniou', role: 'Dermatologist', img: null };
const inPerson: ContentEvent = {
  id: 1,
  tl: 'Free mole check',
  eurl: 'free-skin-check-day',
  dsm: 'Moles checked free of charge.',
  start: '2026-12-03T08:00:00.000Z',
  end: '2026-12-03T12:00:00.000Z',
  mode: 'InPerson',
  place: { nm: 'Larissa pharmacy', adr: '12 Kyprou Street', ct: 'Larissa' },
  registrationUrl: null,
  poster: '/media/events/free-skin-check-day-0123456789.svg',
  cancelled: false,
  hosts: [host],
  body: '<p>Text</p>',
  lng: 'en',
};
const canonical = 'https://shop.example.gr/en/event/free-skin-check-day';

describe("events' JSON-LD", () => {
  it('describes an event in person at a Place with its address, in Athens time', () => {
    expect(eventJsonLd(inPerson, canonical, address, 'Pharmacy')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Free mole check',
      description: 'Moles checked free of charge.',
      startDate: '2026-12-03T10:00:00+02:00',
      endDate: '2026-12-03T14:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Larissa pharmacy',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Kyprou Street',
          addressLocality: 'Larissa',
          addressCountry: 'GR',
        },
      },
      image: ['https://shop.example.gr/media/events/free-skin-check-day-0123456789.svg'],
      url: canonical,
      inLanguage: 'en',
      organizer: { '@type': 'Organization', name: 'Pharmacy', url: 'https://shop.example.gr/en' },
      performer: [
        {
          '@type': 'Person',
          name: 'Giorgos Antoniou',
          jobTitle: 'Dermatologist',
          url: 'https://shop.example.gr/en/contributor/giorgos-antoniou',
        },
      ],
    });
  });

  it('places an online event at a VirtualLocation and marks a cancelled one', () => {
    const online = eventJsonLd(
      {
        ...inPerson,
        mode: 'Online',
        place: null,
        registrationUrl: 'https://zoom.us/r',
        cancelled: true,
        hosts: [],
      },
      canonical,
      address,
      'Pharmacy',
    );
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventCancelled',
      location: { '@type': 'VirtualLocation', url: 'https://zoom.us/r' },
    });
    expect(online).not.toHaveProperty('performer');
  });

  it('trails Events, then the event', () => {
    const t = (key: string) => (key === 'content-events:title' ? 'Events' : key);
    expect(trailJsonLd(eventTrails.event(t, inPerson), address).itemListElement).toHaveLength(2);
  });
});
