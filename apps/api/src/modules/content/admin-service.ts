import type {
  ContentFormat,
  ContentWriteResult,
  EventUpdate,
  EventWrite,
  NewsEntryUpdate,
  NewsEntryWrite,
} from '@shop/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributors, newsCategories, newsEntries } from '../../db/schema/content.ts';
import { contentEvents } from '../../db/schema/content-events.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { entryValues } from './content-writes.ts';
import { saveEvent } from './event-writes.ts';
import { renderContent } from './render.ts';

export type FieldErrors = Record<string, string[]>;

export const invalid = (errors: FieldErrors) => new HttpError(400, 'content_reference_invalid', errors);
export const eurlTaken = () => new HttpError(409, 'content_eurl_taken', { eurl: ['eurl_taken'] });

/** A body that the allow-list leaves empty (only a script, say) is no text to publish. */
function emptyBodies(format: ContentFormat, texts: { el: { body: string }; en?: { body: string } | null }) {
  const errors: FieldErrors = {};
  if (renderContent(format, texts.el.body).html === '') errors['el.body'] = ['empty_after_sanitising'];
  if (texts.en && renderContent(format, texts.en.body).html === '')
    errors['en.body'] = ['empty_after_sanitising'];
  return errors;
}

/**
 * Staff writes of the content domain: articles and events, each text through the one render and
 * sanitise path when stored (decision 020). References are checked first and named field by
 * field; a slug another item holds is a 409; nothing is written on any failure.
 */
export class ContentAdminService {
  constructor(
    private readonly db: Db,
    private readonly mediaDir: string,
    private readonly audit: AuditService,
  ) {}

  async createEntry(input: NewsEntryWrite, staffId: number): Promise<ContentWriteResult> {
    await this.checkEntry(input);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsEntries)
          .values(entryValues(this.entryInput(input)))
          .returning({ id: newsEntries.id });
        if (!row) throw new Error('news entry not saved');
        await this.audit.record(tx, {
          staffId,
          action: 'news_entry.create',
          entity: 'news_entry',
          entityId: row.id,
          before: null,
          after: input,
        });
        return { id: row.id, eurl: input.eurl };
      });
    } catch (error) {
      throw isUniqueViolation(error) ? eurlTaken() : error;
    }
  }

  async updateEntry(input: NewsEntryUpdate, staffId: number): Promise<ContentWriteResult> {
    await this.checkEntry(input, input.id);
    try {
      return await this.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(newsEntries)
          .where(eq(newsEntries.id, input.id))
          .for('update');
        if (!before) throw notFound('news_entry_not_found');
        await tx
          .update(newsEntries)
          .set(entryValues(this.entryInput(input)))
          .where(eq(newsEntries.id, input.id));
        await this.audit.record(tx, {
          staffId,
          action: 'news_entry.update',
          entity: 'news_entry',
          entityId: input.id,
          before,
          after: input,
        });
        return { id: input.id, eurl: input.eurl };
      });
    } catch (error) {
      throw isUniqueViolation(error) ? eurlTaken() : error;
    }
  }

  async createEvent(input: EventWrite, staffId: number): Promise<ContentWriteResult> {
    await this.checkEvent(input);
    try {
      const id = await saveEvent(this.db, this.mediaDir, input, undefined, this.auditEvent(staffId, input));
      if (id === undefined) throw new Error('event not saved');
      return { id, eurl: input.eurl };
    } catch (error) {
      throw isUniqueViolation(error) ? eurlTaken() : error;
    }
  }

  async updateEvent(input: EventUpdate, staffId: number): Promise<ContentWriteResult> {
    await this.checkEvent(input, input.id);
    try {
      const id = await saveEvent(this.db, this.mediaDir, input, input.id, this.auditEvent(staffId, input));
      if (id === undefined) throw notFound('event_not_found');
      return { id, eurl: input.eurl };
    } catch (error) {
      throw isUniqueViolation(error) ? eurlTaken() : error;
    }
  }

  private auditEvent(staffId: number, input: EventWrite) {
    return (tx: Db, id: number, before: unknown) =>
      this.audit.record(tx, {
        staffId,
        action: before === null ? 'event.create' : 'event.update',
        entity: 'event',
        entityId: id,
        before,
        after: input,
      });
  }

  private entryInput(input: NewsEntryWrite) {
    return {
      eurl: input.eurl,
      categoryId: input.categoryId,
      contributorId: input.contributorId,
      title: { el: input.el.tl, en: input.en?.tl ?? null },
      summary: { el: input.el.dsm, en: input.en?.dsm ?? null },
      body: { format: input.format, el: input.el.body, en: input.en?.body ?? null },
      showFront: input.showFront,
      isPublished: input.isPublished,
    };
  }

  private async checkEntry(input: NewsEntryWrite, id?: number): Promise<void> {
    const errors = emptyBodies(input.format, input);
    const [category] = await this.db
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(eq(newsCategories.id, input.categoryId));
    if (!category) errors.categoryId = ['not_found'];
    if (input.contributorId !== null && (await this.unknownContributors([input.contributorId])))
      errors.contributorId = ['not_found'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const [holder] = await this.db
      .select({ id: newsEntries.id })
      .from(newsEntries)
      .where(
        id === undefined
          ? eq(newsEntries.eurl, input.eurl)
          : and(eq(newsEntries.eurl, input.eurl), ne(newsEntries.id, id)),
      );
    if (holder) throw eurlTaken();
  }

  private async checkEvent(input: EventWrite, id?: number): Promise<void> {
    if (id !== undefined) {
      const [existing] = await this.db
        .select({ id: contentEvents.id })
        .from(contentEvents)
        .where(eq(contentEvents.id, id));
      if (!existing) throw notFound('event_not_found');
    }
    const errors = emptyBodies(input.format, input);
    if (await this.unknownContributors(input.hostIds)) errors.hostIds = ['not_found'];
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const [holder] = await this.db
      .select({ id: contentEvents.id })
      .from(contentEvents)
      .where(
        id === undefined
          ? eq(contentEvents.eurl, input.eurl)
          : and(eq(contentEvents.eurl, input.eurl), ne(contentEvents.id, id)),
      );
    if (holder) throw eurlTaken();
  }

  /** Whether any of the ids names no contributor. */
  private async unknownContributors(ids: number[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const rows = await this.db
      .select({ id: contributors.id })
      .from(contributors)
      .where(inArray(contributors.id, ids));
    return rows.length !== new Set(ids).size;
  }
}
