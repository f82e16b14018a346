import type { AdminContributor, AdminContributorSave, AdminVideo, AdminVideoSave } from '@shop/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributors, newsEntries, videoCategories, videos } from '../../db/schema/content.ts';
import { contentEventHosts, contentEvents } from '../../db/schema/content-events.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { eurlTaken, type FieldErrors, invalid } from './admin-service.ts';
import { contributorValues, videoValues } from './content-writes.ts';
import { renderContent } from './render.ts';
import type { ContentStaffReads } from './staff-reads.ts';
import { refuseWhileAttached } from './staff-references.ts';
import { insertOrReplace, recordStaffChange } from './staff-row-writes.ts';

/** Fields whose source the allow-list leaves empty (only a script, say): no text to publish. */
export function emptyAfterSanitising(
  format: AdminVideoSave['format'],
  sources: Record<string, string | null | undefined>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, source] of Object.entries(sources)) {
    if (source && renderContent(format, source).html === '') errors[field] = ['empty_after_sanitising'];
  }
  return errors;
}

/** A save that names a slug another row holds: 409, whether the check or the unique index saw it. */
async function orTaken<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? eurlTaken() : error;
  }
}

/**
 * Staff writes of videos and contributors, and the removal of every article-like kind (articles,
 * events, videos, contributors). Each text goes through the one render-and-sanitise path when
 * stored (decision 020) and keeps its source; each write is audited in its transaction; a
 * removal of something still named elsewhere is a 409 that changes nothing.
 */
export class ContentStaffWrites {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly reads: ContentStaffReads,
  ) {}

  async saveVideo(input: AdminVideoSave, staffId: number): Promise<AdminVideo> {
    const errors = emptyAfterSanitising(input.format, { 'el.ds': input.el.ds, 'en.ds': input.en?.ds });
    const [category] = await this.db
      .select({ id: videoCategories.id })
      .from(videoCategories)
      .where(eq(videoCategories.id, input.categoryId));
    if (!category) errors.categoryId = ['not_found'];
    if (input.contributorId !== null && !(await this.contributorExists(input.contributorId)))
      errors.contributorId = ['not_found'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await this.refuseTakenSlug(videos, input.eurl, input.id);
    const values = videoValues({
      eurl: input.eurl,
      categoryId: input.categoryId,
      contributorId: input.contributorId,
      groupCode: input.groupCode,
      title: { el: input.el.tl, en: input.en?.tl ?? null },
      description: { format: input.format, el: input.el.ds, en: input.en?.ds ?? null },
      embedUrl: input.embedUrl,
      poster: input.poster,
      durationSeconds: input.durationSeconds,
      showFront: input.showFront,
      isPublished: input.isPublished,
    });
    const id = await orTaken(() =>
      this.db.transaction(async (tx) => {
        const before = input.id === undefined ? null : await this.lockedRow(tx, videos, input.id);
        if (input.id !== undefined && !before) throw notFound('video_not_found');
        const rowId = await insertOrReplace(tx, videos, input.id, values);
        await recordStaffChange(this.audit, tx, staffId, 'video', rowId, before, input);
        return rowId;
      }),
    );
    return this.reads.video(id);
  }

  async saveContributor(input: AdminContributorSave, staffId: number): Promise<AdminContributor> {
    const errors = emptyAfterSanitising(input.format, { 'el.bio': input.el.bio, 'en.bio': input.en.bio });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await this.refuseTakenSlug(contributors, input.eurl, input.id);
    const values = contributorValues({
      eurl: input.eurl,
      name: { el: input.el.nm, en: input.en.nm },
      role: { el: input.el.role, en: input.en.role },
      bio: { format: input.format, el: input.el.bio, en: input.en.bio },
      image: input.img,
      position: input.position,
    });
    const id = await orTaken(() =>
      this.db.transaction(async (tx) => {
        const before = input.id === undefined ? null : await this.lockedRow(tx, contributors, input.id);
        if (input.id !== undefined && !before) throw notFound('contributor_not_found');
        const rowId = await insertOrReplace(tx, contributors, input.id, values);
        await recordStaffChange(this.audit, tx, staffId, 'contributor', rowId, before, input);
        return rowId;
      }),
    );
    return this.reads.contributor(id);
  }

  deleteNewsEntry(id: number, staffId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedRow(tx, newsEntries, id);
      if (!before) throw notFound('news_entry_not_found');
      await refuseWhileAttached(tx, 'NewsEntry', id);
      await tx.delete(newsEntries).where(eq(newsEntries.id, id));
      await recordStaffChange(this.audit, tx, staffId, 'news_entry', id, before, null);
    });
  }

  deleteEvent(id: number, staffId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedRow(tx, contentEvents, id);
      if (!before) throw notFound('event_not_found');
      await refuseWhileAttached(tx, 'Event', id);
      // Its hosts go with it (the foreign key cascades); the poster file stays, as any media.
      await tx.delete(contentEvents).where(eq(contentEvents.id, id));
      await recordStaffChange(this.audit, tx, staffId, 'event', id, before, null);
    });
  }

  deleteVideo(id: number, staffId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedRow(tx, videos, id);
      if (!before) throw notFound('video_not_found');
      await refuseWhileAttached(tx, 'Video', id);
      await tx.delete(videos).where(eq(videos.id, id));
      await recordStaffChange(this.audit, tx, staffId, 'video', id, before, null);
    });
  }

  /** A contributor an article, a video or an event names stays: the foreign keys would drop the credit silently. */
  deleteContributor(id: number, staffId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedRow(tx, contributors, id);
      if (!before) throw notFound('contributor_not_found');
      const [[articles], [films], [hosted]] = await Promise.all([
        tx.select({ value: count() }).from(newsEntries).where(eq(newsEntries.contributorId, id)),
        tx.select({ value: count() }).from(videos).where(eq(videos.contributorId, id)),
        tx.select({ value: count() }).from(contentEventHosts).where(eq(contentEventHosts.contributorId, id)),
      ]);
      const namedBy = [
        ...((articles?.value ?? 0) > 0 ? ['named_by_articles'] : []),
        ...((films?.value ?? 0) > 0 ? ['named_by_videos'] : []),
        ...((hosted?.value ?? 0) > 0 ? ['hosts_events'] : []),
      ];
      if (namedBy.length > 0) throw new HttpError(409, 'contributor_in_use', { id: namedBy });
      await refuseWhileAttached(tx, 'Contributors', id);
      await tx.delete(contributors).where(eq(contributors.id, id));
      await recordStaffChange(this.audit, tx, staffId, 'contributor', id, before, null);
    });
  }

  private async contributorExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: contributors.id })
      .from(contributors)
      .where(eq(contributors.id, id));
    return row !== undefined;
  }

  /** 409 when another row of the table holds the slug. */
  private async refuseTakenSlug(table: typeof videos | typeof contributors, eurl: string, id?: number) {
    const [holder] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(id === undefined ? eq(table.eurl, eurl) : and(eq(table.eurl, eurl), ne(table.id, id)));
    if (holder) throw eurlTaken();
  }

  /**
   * The row as it is (for the audit entry), locked until the transaction ends; undefined when none
   * has the id. The tables share an `id` column, which is all this reads by.
   */
  private async lockedRow(
    tx: Db,
    table: typeof videos | typeof contributors | typeof newsEntries | typeof contentEvents,
    id: number,
  ): Promise<Record<string, unknown> | undefined> {
    const byId = table as typeof videos;
    const [row] = await tx.select().from(byId).where(eq(byId.id, id)).for('update');
    return row;
  }
}
