import type { ContentEvent, EventPage, SitemapEntries } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvents } from '../../db/schema/content-events.ts';
import { seedContentDemo } from '../../db/seed/content-demo.ts';
import { athensTime, seedEventsDemo } from '../../db/seed/events-demo.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContentDemo(t.database.db, t.mediaDir);
  await seedEventsDemo(t.database.db, t.mediaDir);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const page = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EventPage>();
};

describe('events', () => {
  it('lists the events to come soonest first, and the past ones latest first', async () => {
    const upcoming = await page('/api/el/events/getupcoming');
    expect(upcoming.items.map((item) => item.eurl)).toEqual([
      'free-skin-check-day',
      'children-vaccines-and-nutrition-webinar',
    ]);
    expect(upcoming.total).toBe(2);
    expect((await page('/api/el/events/getall?past=false')).items).toEqual(upcoming.items);
    const past = await page('/api/en/events/getall?past=true');
    expect(past.items.map((item) => item.eurl)).toEqual(['sun-protection-talk']);
    expect(past.items[0]?.tl).toBe('Talk: sun protection for the whole family');
    const all = await page('/api/el/events/getall?psize=2');
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.eurl)).toEqual([
      'children-vaccines-and-nutrition-webinar',
      'free-skin-check-day',
    ]);
    expect((await page('/api/el/events/getall?psize=2&page=2')).items).toHaveLength(1);
  });

  it('serves an event in person with its place, hosts in order, times and sanitised body', async () => {
    const response = await get('/api/en/events/getbyurl?url=/event/free-skin-check-day');
    expect(response.statusCode).toBe(200);
    const event = response.json<ContentEvent>();
    expect(event).toMatchObject({
      tl: 'Free mole check at the pharmacy',
      mode: 'InPerson',
      place: { nm: 'Larissa pharmacy', adr: '12 Kyprou Street', ct: 'Larissa' },
      registrationUrl: null,
      cancelled: false,
      lng: 'en',
    });
    expect(event.hosts.map((host) => host.eurl)).toEqual(['giorgos-antoniou', 'maria-papadopoulou']);
    expect(event.body).toContain('<h2>What to bring</h2>');
    expect(event.poster).toMatch(/^\/media\/events\/free-skin-check-day-[0-9a-f]{10}\.svg$/);
    // 10:00 to 14:00 in Athens, whatever the season.
    const athens = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Athens',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso));
    expect([athens(event.start), athens(event.end)]).toEqual(['10:00', '14:00']);
    const poster = await get(event.poster);
    expect(poster.statusCode).toBe(200);
    // Drawn in no language (one poster for both pages): the day, the hours in Athens, the pharmacy's cross.
    expect(poster.body).toContain('10:00–14:00');
    expect(poster.body).not.toContain('Δωρεάν');
  });

  it('serves an online event with its https registration link and no place', async () => {
    const event = (
      await get('/api/el/events/getbyurl?url=children-vaccines-and-nutrition-webinar')
    ).json<ContentEvent>();
    expect(event.mode).toBe('Online');
    expect(event.place).toBeNull();
    expect(event.registrationUrl).toMatch(/^https:\/\//);
    expect(event.body).toContain('<strong>Μαρία Παπαδοπούλου</strong>');
  });

  it('falls back to the Greek texts where an event has no English', async () => {
    await t.database.db
      .update(contentEvents)
      .set({ titleEn: null, bodyEn: null, placeNameEn: null })
      .where(eq(contentEvents.eurl, 'sun-protection-talk'));
    const event = (await get('/api/en/events/getbyurl?url=sun-protection-talk')).json<ContentEvent>();
    expect(event.tl).toBe('Ομιλία: αντηλιακή προστασία για όλη την οικογένεια');
    expect(event.lng).toBe('el');
    expect(event.place).toEqual({
      nm: 'Αίθουσα Πολιτιστικού Κέντρου',
      adr: '45 Papanastasiou Street',
      ct: 'Larissa',
    });
  });

  it('lists the events a contributor hosts', async () => {
    const contributor = (await get('/api/el/contributors/getbyurl?url=giorgos-antoniou')).json<{
      id: number;
    }>();
    const hosted = await page(`/api/el/events/getbycontributor?id=${contributor.id}`);
    expect(hosted.items.map((item) => item.eurl).sort()).toEqual([
      'free-skin-check-day',
      'sun-protection-talk',
    ]);
  });

  it('answers a translated 404 for an unknown or unpublished event, and 400 for a bad page', async () => {
    const unknown = await get('/api/en/events/getbyurl?url=no-such-event');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'event_not_found', message: 'The event was not found.' });
    await t.database.db
      .update(contentEvents)
      .set({ isPublished: false })
      .where(eq(contentEvents.eurl, 'children-vaccines-and-nutrition-webinar'));
    const hidden = await get('/api/el/events/getbyurl?url=children-vaccines-and-nutrition-webinar');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Η εκδήλωση δεν βρέθηκε.' });
    expect((await page('/api/el/events/getupcoming')).total).toBe(1);
    const sitemap = (await get('/api/el/catalog/sitemap')).json<SitemapEntries>();
    expect(sitemap.content.events.map((entry) => entry.eurl).sort()).toEqual([
      'free-skin-check-day',
      'sun-protection-talk',
    ]);
    await t.database.db
      .update(contentEvents)
      .set({ isPublished: true })
      .where(eq(contentEvents.eurl, 'children-vaccines-and-nutrition-webinar'));
    for (const query of ['past=yes', 'page=0', 'psize=500', 'id=abc']) {
      const path = query.startsWith('id') ? 'getbycontributor' : 'getall';
      const response = await get(`/api/el/events/${path}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('seeds nothing over a shop’s own events', async () => {
    await seedEventsDemo(t.database.db, t.mediaDir);
    expect((await page('/api/el/events/getall')).total).toBe(3);
  });
});

describe('athensTime', () => {
  it('gives the Athens clock time in summer (UTC+3) and winter (UTC+2)', () => {
    expect(athensTime(new Date('2026-07-01T12:00:00Z'), 0, 10).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(athensTime(new Date('2026-01-15T12:00:00Z'), 1, 19, 30).toISOString()).toBe(
      '2026-01-16T17:30:00.000Z',
    );
  });
});
