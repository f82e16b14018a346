import type {
  AdminContributor,
  AdminContributorList,
  AdminContributorQuery,
  AdminEvent,
  AdminEventList,
  AdminEventQuery,
  AdminNewsEntry,
  AdminNewsList,
  AdminNewsQuery,
  AdminVideo,
  AdminVideoList,
  AdminVideoQuery,
  EventAttendanceMode,
} from '@shop/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contributors,
  newsCategories,
  newsEntries,
  videoCategories,
  videos,
} from '../../db/schema/content.ts';
import { contentEventHosts, contentEvents } from '../../db/schema/content-events.ts';
import { notFound } from '../../lib/http-error.ts';
import { formatOf, offsetOf, orderOf, searchIn } from './staff-list.ts';

type EventRow = typeof contentEvents.$inferSelect;

const NEWS_SORTS = { date: newsEntries.publishedAt, title: newsEntries.titleEl, eurl: newsEntries.eurl };
const EVENT_SORTS = { start: contentEvents.startsAt, title: contentEvents.titleEl, eurl: contentEvents.eurl };
const VIDEO_SORTS = { date: videos.publishedAt, title: videos.titleEl, eurl: videos.eurl };
const CONTRIBUTOR_SORTS = {
  position: contributors.position,
  name: contributors.nameEl,
  eurl: contributors.eurl,
};

/** An event's venue in one language; null online or where that language has none. */
function placeOf(name: string | null, address: string | null, city: string | null) {
  return name !== null && address !== null && city !== null ? { nm: name, adr: address, ct: city } : null;
}

function eventOf(row: EventRow, hostIds: number[]): AdminEvent {
  return {
    id: row.id,
    eurl: row.eurl,
    format: formatOf(row.format),
    el: {
      tl: row.titleEl,
      dsm: row.summaryEl,
      body: row.sourceEl,
      place: placeOf(row.placeNameEl, row.addressEl, row.cityEl),
    },
    en:
      row.titleEn === null
        ? null
        : {
            tl: row.titleEn,
            dsm: row.summaryEn ?? row.summaryEl,
            body: row.sourceEn ?? row.sourceEl,
            place: placeOf(row.placeNameEn, row.addressEn, row.cityEn),
          },
    html: { el: row.bodyEl, en: row.bodyEn },
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    mode: row.mode as EventAttendanceMode,
    registrationUrl: row.registrationUrl,
    hostIds,
    poster: row.poster,
    cancelled: row.cancelled,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The back office's reads of articles, events, videos and contributors: every item, published or
 * not, in paged lists sorted on the server, and one item with both languages' source texts (what
 * staff edit) beside the HTML rendered from them when stored (what shoppers see).
 */
export class ContentStaffReads {
  constructor(private readonly db: Db) {}

  async newsEntries(query: AdminNewsQuery): Promise<AdminNewsList> {
    const where = searchIn(query.q, [newsEntries.titleEl, newsEntries.titleEn, newsEntries.eurl]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ entry: newsEntries, category: newsCategories.nameEl, contributor: contributors.nameEl })
        .from(newsEntries)
        .innerJoin(newsCategories, eq(newsCategories.id, newsEntries.categoryId))
        .leftJoin(contributors, eq(contributors.id, newsEntries.contributorId))
        .where(where)
        .orderBy(...orderOf(query, NEWS_SORTS, newsEntries.id))
        .limit(query.psize)
        .offset(offsetOf(query)),
      this.db.select({ value: count() }).from(newsEntries).where(where),
    ]);
    return {
      items: rows.map(({ entry, category, contributor }) => ({
        id: entry.id,
        eurl: entry.eurl,
        tl: entry.titleEl,
        category,
        contributor,
        dt: entry.publishedAt.toISOString(),
        hasEn: entry.titleEn !== null,
        showFront: entry.showFront,
        isPublished: entry.isPublished,
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async newsEntry(id: number): Promise<AdminNewsEntry> {
    const [row] = await this.db.select().from(newsEntries).where(eq(newsEntries.id, id));
    if (!row) throw notFound('news_entry_not_found');
    return {
      id: row.id,
      eurl: row.eurl,
      categoryId: row.categoryId,
      contributorId: row.contributorId,
      format: formatOf(row.format),
      el: { tl: row.titleEl, dsm: row.summaryEl, body: row.sourceEl },
      en:
        row.titleEn === null
          ? null
          : { tl: row.titleEn, dsm: row.summaryEn ?? row.summaryEl, body: row.sourceEn ?? row.sourceEl },
      html: { el: row.bodyEl, en: row.bodyEn },
      img: row.image,
      dt: row.publishedAt.toISOString(),
      showFront: row.showFront,
      isPublished: row.isPublished,
    };
  }

  async events(query: AdminEventQuery): Promise<AdminEventList> {
    const where = searchIn(query.q, [contentEvents.titleEl, contentEvents.titleEn, contentEvents.eurl]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contentEvents)
        .where(where)
        .orderBy(...orderOf(query, EVENT_SORTS, contentEvents.id))
        .limit(query.psize)
        .offset(offsetOf(query)),
      this.db.select({ value: count() }).from(contentEvents).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        eurl: row.eurl,
        tl: row.titleEl,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        mode: row.mode as EventAttendanceMode,
        hasEn: row.titleEn !== null,
        cancelled: row.cancelled,
        isPublished: row.isPublished,
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async event(id: number): Promise<AdminEvent> {
    const [row] = await this.db.select().from(contentEvents).where(eq(contentEvents.id, id));
    if (!row) throw notFound('event_not_found');
    const hosts = await this.db
      .select({ id: contentEventHosts.contributorId })
      .from(contentEventHosts)
      .where(eq(contentEventHosts.eventId, id))
      .orderBy(asc(contentEventHosts.position));
    return eventOf(
      row,
      hosts.map((host) => host.id),
    );
  }

  async videos(query: AdminVideoQuery): Promise<AdminVideoList> {
    const where = searchIn(query.q, [videos.titleEl, videos.titleEn, videos.eurl]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ video: videos, category: videoCategories.nameEl, contributor: contributors.nameEl })
        .from(videos)
        .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
        .leftJoin(contributors, eq(contributors.id, videos.contributorId))
        .where(where)
        .orderBy(...orderOf(query, VIDEO_SORTS, videos.id))
        .limit(query.psize)
        .offset(offsetOf(query)),
      this.db.select({ value: count() }).from(videos).where(where),
    ]);
    return {
      items: rows.map(({ video, category, contributor }) => ({
        id: video.id,
        eurl: video.eurl,
        tl: video.titleEl,
        category,
        contributor,
        dt: video.publishedAt.toISOString(),
        hasEn: video.titleEn !== null,
        showFront: video.showFront,
        isPublished: video.isPublished,
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async video(id: number): Promise<AdminVideo> {
    const [row] = await this.db.select().from(videos).where(eq(videos.id, id));
    if (!row) throw notFound('video_not_found');
    return {
      id: row.id,
      eurl: row.eurl,
      categoryId: row.categoryId,
      contributorId: row.contributorId,
      groupCode: row.groupCode,
      format: formatOf(row.format),
      el: { tl: row.titleEl, ds: row.sourceEl },
      en: row.titleEn === null ? null : { tl: row.titleEn, ds: row.sourceEn ?? row.sourceEl },
      html: { el: row.descriptionEl, en: row.descriptionEn },
      embedUrl: row.embedUrl,
      poster: row.poster,
      durationSeconds: row.durationSeconds,
      dt: row.publishedAt.toISOString(),
      showFront: row.showFront,
      isPublished: row.isPublished,
    };
  }

  async contributors(query: AdminContributorQuery): Promise<AdminContributorList> {
    const where = searchIn(query.q, [contributors.nameEl, contributors.nameEn, contributors.eurl]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contributors)
        .where(where)
        .orderBy(...orderOf(query, CONTRIBUTOR_SORTS, contributors.id))
        .limit(query.psize)
        .offset(offsetOf(query)),
      this.db.select({ value: count() }).from(contributors).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        eurl: row.eurl,
        nm: row.nameEl,
        role: row.roleEl,
        img: row.image,
        position: row.position,
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async contributor(id: number): Promise<AdminContributor> {
    const [row] = await this.db.select().from(contributors).where(eq(contributors.id, id));
    if (!row) throw notFound('contributor_not_found');
    return {
      id: row.id,
      eurl: row.eurl,
      format: formatOf(row.format),
      el: { nm: row.nameEl, role: row.roleEl, bio: row.sourceEl },
      en: { nm: row.nameEn, role: row.roleEn, bio: row.sourceEn },
      html: { el: row.bioEl, en: row.bioEn },
      img: row.image,
      position: row.position,
    };
  }
}
