import type { ContentEvent, ContributorSummary, EventPage, Language } from '@shop/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributors } from '../../db/schema/content.ts';
import { contentEventHosts, contentEvents } from '../../db/schema/content-events.ts';
import { contributorSummaryOf } from './content-dto.ts';
import { eventOf, eventSummaryOf } from './event-dto.ts';
import type { PageRequest } from './service.ts';

/**
 * Which events a list holds: `upcoming` those not yet over (soonest first, an event under way
 * included), `past` those over (latest first), `all` every one (latest start first).
 */
export type EventTime = 'upcoming' | 'past' | 'all';

export interface EventFilter {
  time: EventTime;
  /** Only the events this contributor hosts. */
  contributorId?: number;
}

/** The pharmacy's published events: lists and one by its slug. */
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async events(filter: EventFilter, page: PageRequest, language: Language): Promise<EventPage> {
    const now = this.clock();
    const conditions: SQL[] = [eq(contentEvents.isPublished, true)];
    if (filter.time === 'upcoming') conditions.push(gte(contentEvents.endsAt, now));
    if (filter.time === 'past') conditions.push(lt(contentEvents.endsAt, now));
    if (filter.contributorId !== undefined) {
      conditions.push(
        inArray(
          contentEvents.id,
          this.db
            .select({ id: contentEventHosts.eventId })
            .from(contentEventHosts)
            .where(eq(contentEventHosts.contributorId, filter.contributorId)),
        ),
      );
    }
    const where = and(...conditions);
    const order =
      filter.time === 'upcoming'
        ? [asc(contentEvents.startsAt), asc(contentEvents.id)]
        : [desc(contentEvents.startsAt), desc(contentEvents.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contentEvents)
        .where(where)
        .orderBy(...order)
        .limit(page.psize)
        .offset((page.page - 1) * page.psize),
      this.db.select({ value: count() }).from(contentEvents).where(where),
    ]);
    const hosts = await this.hostsOf(
      rows.map((row) => row.id),
      language,
    );
    return {
      items: rows.map((row) => eventSummaryOf(row, hosts.get(row.id) ?? [], language)),
      total: total?.value ?? 0,
    };
  }

  async eventByUrl(eurl: string, language: Language): Promise<ContentEvent | undefined> {
    const [row] = await this.db
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.eurl, eurl), eq(contentEvents.isPublished, true)));
    if (!row) return undefined;
    const hosts = await this.hostsOf([row.id], language);
    return eventOf(row, hosts.get(row.id) ?? [], language);
  }

  /** The hosts of each event, in the order the event lists them. */
  private async hostsOf(eventIds: number[], language: Language): Promise<Map<number, ContributorSummary[]>> {
    const hosts = new Map<number, ContributorSummary[]>();
    if (eventIds.length === 0) return hosts;
    const rows = await this.db
      .select({ eventId: contentEventHosts.eventId, contributor: contributors })
      .from(contentEventHosts)
      .innerJoin(contributors, eq(contributors.id, contentEventHosts.contributorId))
      .where(inArray(contentEventHosts.eventId, eventIds))
      .orderBy(asc(contentEventHosts.eventId), asc(contentEventHosts.position));
    for (const row of rows) {
      const list = hosts.get(row.eventId) ?? [];
      list.push(contributorSummaryOf(row.contributor, language));
      hosts.set(row.eventId, list);
    }
    return hosts;
  }
}

/** The slugs of every published event with the day it was last changed (UTC), for the sitemap. */
export async function eventSitemapEntries(db: Db): Promise<{ eurl: string; lastmod: string }[]> {
  const rows = await db
    .select({ eurl: contentEvents.eurl, at: contentEvents.updatedAt })
    .from(contentEvents)
    .where(eq(contentEvents.isPublished, true))
    .orderBy(asc(contentEvents.id));
  return rows.map((row) => ({ eurl: row.eurl, lastmod: row.at.toISOString().slice(0, 10) }));
}
