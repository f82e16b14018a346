import type {
  ContentCategory,
  Contributor,
  Language,
  NewsEntry,
  NewsEntryPage,
  SitemapEntries,
  Video,
  VideoPage,
} from '@shop/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contributors,
  newsCategories,
  newsEntries,
  videoCategories,
  videos,
} from '../../db/schema/content.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import { categoryOf, contributorOf, entrySummaryOf, videoOf } from './content-dto.ts';
import { eventSitemapEntries } from './events-service.ts';

/** A page of a list: 1-based page number and its size. */
export interface PageRequest {
  page: number;
  psize: number;
}

/** Which articles a list holds; none set lists every published one. */
export interface EntryFilter {
  showFront?: boolean;
  categoryId?: number;
  contributorId?: number;
}

/** Which videos a list holds; none set lists every published one. */
export interface VideoFilter {
  showFront?: boolean;
  categoryId?: number;
  groupCode?: string;
  contributorId?: number;
}

/**
 * Articles, videos and contributors (spec 001 §7): the public reads, and the loyalty events of
 * reading an article or watching a video, credited once per customer and item. Texts are
 * rendered and sanitised once, when stored (`content-writes.ts`).
 */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly loyalty: LoyaltyService,
  ) {}

  async categories(language: Language): Promise<ContentCategory[]> {
    const rows = await this.db
      .select()
      .from(newsCategories)
      .orderBy(asc(newsCategories.position), asc(newsCategories.id));
    return rows.map((row) => categoryOf(row, language));
  }

  async categoryByUrl(eurl: string, language: Language): Promise<ContentCategory | undefined> {
    const [row] = await this.db.select().from(newsCategories).where(eq(newsCategories.eurl, eurl));
    return row && categoryOf(row, language);
  }

  async videoCategories(language: Language): Promise<ContentCategory[]> {
    const rows = await this.db
      .select()
      .from(videoCategories)
      .orderBy(asc(videoCategories.position), asc(videoCategories.id));
    return rows.map((row) => categoryOf(row, language));
  }

  async videoCategoryByUrl(eurl: string, language: Language): Promise<ContentCategory | undefined> {
    const [row] = await this.db.select().from(videoCategories).where(eq(videoCategories.eurl, eurl));
    return row && categoryOf(row, language);
  }

  async contributors(language: Language): Promise<Contributor[]> {
    const rows = await this.db
      .select()
      .from(contributors)
      .orderBy(asc(contributors.position), asc(contributors.id));
    return rows.map((row) => contributorOf(row, language));
  }

  async contributorByUrl(eurl: string, language: Language): Promise<Contributor | undefined> {
    const [row] = await this.db.select().from(contributors).where(eq(contributors.eurl, eurl));
    return row && contributorOf(row, language);
  }

  /**
   * The slugs of every published article, video and event (with its day, UTC), category and
   * contributor; the content pages' are `ContentPagesService.sitemapPages()`.
   */
  async sitemapUrls(): Promise<Omit<SitemapEntries['content'], 'pages'>> {
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const [articles, videoRows, articleCategories, videoCategoryRows, people, events] = await Promise.all([
      this.db
        .select({ eurl: newsEntries.eurl, at: newsEntries.publishedAt })
        .from(newsEntries)
        .where(eq(newsEntries.isPublished, true))
        .orderBy(asc(newsEntries.id)),
      this.db
        .select({ eurl: videos.eurl, at: videos.publishedAt })
        .from(videos)
        .where(eq(videos.isPublished, true))
        .orderBy(asc(videos.id)),
      this.db.select({ eurl: newsCategories.eurl }).from(newsCategories).orderBy(asc(newsCategories.id)),
      this.db.select({ eurl: videoCategories.eurl }).from(videoCategories).orderBy(asc(videoCategories.id)),
      this.db.select({ eurl: contributors.eurl }).from(contributors).orderBy(asc(contributors.id)),
      eventSitemapEntries(this.db),
    ]);
    return {
      articles: articles.map((row) => ({ eurl: row.eurl, lastmod: day(row.at) })),
      videos: videoRows.map((row) => ({ eurl: row.eurl, lastmod: day(row.at) })),
      articleCategories: articleCategories.map((row) => row.eurl),
      videoCategories: videoCategoryRows.map((row) => row.eurl),
      contributors: people.map((row) => row.eurl),
      events,
    };
  }

  /** Published articles, newest first. */
  async entries(filter: EntryFilter, page: PageRequest, language: Language): Promise<NewsEntryPage> {
    const where = and(...entryConditions(filter));
    const [rows, [total]] = await Promise.all([
      this.entryRows(where)
        .orderBy(desc(newsEntries.publishedAt), desc(newsEntries.id))
        .limit(page.psize)
        .offset((page.page - 1) * page.psize),
      this.db.select({ value: count() }).from(newsEntries).where(where),
    ]);
    return { items: rows.map((row) => entrySummaryOf(row, language)), total: total?.value ?? 0 };
  }

  async entryByUrl(eurl: string, language: Language): Promise<NewsEntry | undefined> {
    const [row] = await this.entryRows(and(eq(newsEntries.eurl, eurl), eq(newsEntries.isPublished, true)));
    if (!row) return undefined;
    const english = language === 'en' && row.entry.bodyEn !== null;
    return {
      ...entrySummaryOf(row, language),
      body: english ? (row.entry.bodyEn ?? '') : row.entry.bodyEl,
      lng: english ? 'en' : 'el',
    };
  }

  /** Published videos, newest first. */
  async videos(filter: VideoFilter, page: PageRequest, language: Language): Promise<VideoPage> {
    const where = and(...videoConditions(filter));
    const [rows, [total]] = await Promise.all([
      this.videoRows(where)
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(page.psize)
        .offset((page.page - 1) * page.psize),
      this.db.select({ value: count() }).from(videos).where(where),
    ]);
    return { items: rows.map((row) => videoOf(row, language)), total: total?.value ?? 0 };
  }

  async videoByUrl(eurl: string, language: Language): Promise<Video | undefined> {
    const [row] = await this.videoRows(and(eq(videos.eurl, eurl), eq(videos.isPublished, true)));
    return row && videoOf(row, language);
  }

  /**
   * Credits ReadBlog for a published article, once per customer and article; undefined when no
   * such article is published, else the points this call credited (0 when already credited).
   */
  rewardReading(customerId: number, entryId: number): Promise<number | undefined> {
    return this.reward(customerId, 'ReadBlog', `news-entry:${entryId}`, () =>
      this.isPublished(newsEntries, entryId),
    );
  }

  /** ViewVideo for a published video, as `rewardReading` for an article. */
  rewardViewing(customerId: number, videoId: number): Promise<number | undefined> {
    return this.reward(customerId, 'ViewVideo', `video:${videoId}`, () => this.isPublished(videos, videoId));
  }

  private async reward(
    customerId: number,
    kind: 'ReadBlog' | 'ViewVideo',
    item: string,
    exists: () => Promise<boolean>,
  ): Promise<number | undefined> {
    if (!(await exists())) return undefined;
    const credited = await this.loyalty.creditEvent(customerId, kind, `${item}:customer:${customerId}`);
    return credited ? this.loyalty.eventPoints(kind) : 0;
  }

  private async isPublished(table: typeof newsEntries | typeof videos, id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.isPublished, true)));
    return rows.length > 0;
  }

  private entryRows(where: SQL | undefined) {
    return this.db
      .select({ entry: newsEntries, category: newsCategories, contributor: contributors })
      .from(newsEntries)
      .innerJoin(newsCategories, eq(newsCategories.id, newsEntries.categoryId))
      .leftJoin(contributors, eq(contributors.id, newsEntries.contributorId))
      .where(where)
      .$dynamic();
  }

  private videoRows(where: SQL | undefined) {
    return this.db
      .select({ video: videos, category: videoCategories, contributor: contributors })
      .from(videos)
      .innerJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
      .leftJoin(contributors, eq(contributors.id, videos.contributorId))
      .where(where)
      .$dynamic();
  }
}

function entryConditions(filter: EntryFilter): SQL[] {
  const conditions = [eq(newsEntries.isPublished, true)];
  if (filter.showFront) conditions.push(eq(newsEntries.showFront, true));
  if (filter.categoryId !== undefined) conditions.push(eq(newsEntries.categoryId, filter.categoryId));
  if (filter.contributorId !== undefined)
    conditions.push(eq(newsEntries.contributorId, filter.contributorId));
  return conditions;
}

function videoConditions(filter: VideoFilter): SQL[] {
  const conditions = [eq(videos.isPublished, true)];
  if (filter.showFront) conditions.push(eq(videos.showFront, true));
  if (filter.categoryId !== undefined) conditions.push(eq(videos.categoryId, filter.categoryId));
  if (filter.groupCode !== undefined) conditions.push(eq(videos.groupCode, filter.groupCode));
  if (filter.contributorId !== undefined) conditions.push(eq(videos.contributorId, filter.contributorId));
  return conditions;
}
