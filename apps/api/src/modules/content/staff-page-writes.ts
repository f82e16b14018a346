import type { AdminFaq, AdminFaqPlace, AdminFaqSave, AdminPage, AdminPageSave } from '@shop/contract';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributors, newsEntries, videos } from '../../db/schema/content.ts';
import { contentEvents } from '../../db/schema/content-events.ts';
import { contentPages, faqAttachments, faqs } from '../../db/schema/content-pages.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { type FieldErrors, invalid } from './admin-service.ts';
import { renderContent } from './render.ts';
import type { ContentStaffPageReads } from './staff-page-reads.ts';
import { refuseWhileAttached } from './staff-references.ts';
import { insertOrReplace, recordStaffChange } from './staff-row-writes.ts';
import { emptyAfterSanitising } from './staff-writes.ts';

/** The content kinds this domain owns, whose ids a question's place can be checked against. */
const OWN_KINDS = {
  ContentPage: contentPages,
  NewsEntry: newsEntries,
  Video: videos,
  Event: contentEvents,
  Contributors: contributors,
} as const;

const slugTaken = (field: 'eurls.el' | 'eurls.en') =>
  new HttpError(409, 'content_eurl_taken', { [field]: ['eurl_taken'] });

/** A text's source in both languages and the HTML rendered from each. */
function renderedColumns(format: AdminPageSave['format'], el: string, en: string | null) {
  return {
    format,
    sourceEl: el,
    sourceEn: en,
    html: { el: renderContent(format, el).html, en: en === null ? null : renderContent(format, en).html },
  };
}

/**
 * Staff writes of content pages and frequently asked questions: saved (new without id, replaced
 * with it) through the one render-and-sanitise path, removed, each audited in its transaction.
 * Page slugs are unique across both languages (a Greek slug no other page's English one).
 */
export class ContentStaffPageWrites {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly reads: ContentStaffPageReads,
  ) {}

  async savePage(input: AdminPageSave, staffId: number): Promise<AdminPage> {
    const errors = emptyAfterSanitising(input.format, {
      'el.body': input.el.body,
      'en.body': input.en?.body,
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await this.refuseTakenSlugs(input);
    const body = renderedColumns(input.format, input.el.body, input.en?.body ?? null);
    const values = {
      eurlEl: input.eurls.el,
      eurlEn: input.eurls.en,
      titleEl: input.el.tl,
      titleEn: input.en?.tl ?? null,
      metaDescriptionEl: input.el.ds,
      metaDescriptionEn: input.en?.ds ?? null,
      format: body.format,
      sourceEl: body.sourceEl,
      sourceEn: body.sourceEn,
      bodyEl: body.html.el,
      bodyEn: body.html.en,
      isPublished: input.isPublished,
      updatedAt: new Date(),
    };
    try {
      const id = await this.db.transaction(async (tx) => {
        const [before] =
          input.id === undefined
            ? [null]
            : await tx.select().from(contentPages).where(eq(contentPages.id, input.id)).for('update');
        if (input.id !== undefined && !before) throw notFound('content_page_not_found');
        const rowId = await insertOrReplace(tx, contentPages, input.id, values);
        await recordStaffChange(this.audit, tx, staffId, 'content_page', rowId, before ?? null, input);
        return rowId;
      });
      return this.reads.page(id);
    } catch (error) {
      throw isUniqueViolation(error) ? slugTaken('eurls.el') : error;
    }
  }

  async saveFaq(input: AdminFaqSave, staffId: number): Promise<AdminFaq> {
    const errors: FieldErrors = {
      ...emptyAfterSanitising(input.format, { 'el.a': input.el.a, 'en.a': input.en?.a }),
      ...(await this.unknownPlaces(input.places)),
    };
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const answer = renderedColumns(input.format, input.el.a, input.en?.a ?? null);
    const values = {
      questionEl: input.el.q,
      questionEn: input.en?.q ?? null,
      format: answer.format,
      sourceEl: answer.sourceEl,
      sourceEn: answer.sourceEn,
      answerEl: answer.html.el,
      answerEn: answer.html.en,
      isPublished: input.isPublished,
    };
    const id = await this.db.transaction(async (tx) => {
      const before = input.id === undefined ? null : await this.faqAsItWas(tx, input.id);
      const [row] =
        input.id === undefined
          ? await tx.insert(faqs).values(values).returning({ id: faqs.id })
          : await tx.update(faqs).set(values).where(eq(faqs.id, input.id)).returning({ id: faqs.id });
      if (!row) throw new Error('faq not saved');
      // The places are the question's own: replaced as a whole with what is sent.
      await tx.delete(faqAttachments).where(eq(faqAttachments.faqId, row.id));
      if (input.places.length > 0)
        await tx.insert(faqAttachments).values(input.places.map((place) => ({ faqId: row.id, ...place })));
      await recordStaffChange(this.audit, tx, staffId, 'faq', row.id, before, input);
      return row.id;
    });
    return this.reads.faq(id);
  }

  deletePage(id: number, staffId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update');
      if (!before) throw notFound('content_page_not_found');
      await refuseWhileAttached(tx, 'ContentPage', id);
      await tx.delete(contentPages).where(eq(contentPages.id, id));
      await recordStaffChange(this.audit, tx, staffId, 'content_page', id, before, null);
    });
  }

  /** A question's places go with it: they are its own, not references to it. */
  deleteFaq(id: number, staffId: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const before = await this.faqAsItWas(tx, id);
      await tx.delete(faqs).where(eq(faqs.id, id));
      await recordStaffChange(this.audit, tx, staffId, 'faq', id, before, null);
    });
  }

  /** The question with its places, locked until the transaction ends; 404 when none has the id. */
  private async faqAsItWas(tx: Db, id: number) {
    const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!row) throw notFound('faq_not_found');
    const places = await tx.select().from(faqAttachments).where(eq(faqAttachments.faqId, id));
    return { ...row, places };
  }

  /** Places on an entity of this domain that does not exist, by field (`places.0.entityId`). */
  private async unknownPlaces(places: AdminFaqPlace[]): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    await Promise.all(
      places.map(async (place, index) => {
        if (place.entityType === null || place.entityId === null || !(place.entityType in OWN_KINDS)) return;
        const table = OWN_KINDS[place.entityType as keyof typeof OWN_KINDS] as typeof contentPages;
        const [row] = await this.db.select({ id: table.id }).from(table).where(eq(table.id, place.entityId));
        if (!row) errors[`places.${index}.entityId`] = ['not_found'];
      }),
    );
    return errors;
  }

  /** 409 naming the slug when another page holds either of them, in either language. */
  private async refuseTakenSlugs(input: AdminPageSave): Promise<void> {
    const slugs = [input.eurls.el, ...(input.eurls.en === null ? [] : [input.eurls.en])];
    const holders = await this.db
      .select({ el: contentPages.eurlEl, en: contentPages.eurlEn })
      .from(contentPages)
      .where(
        and(
          or(inArray(contentPages.eurlEl, slugs), inArray(contentPages.eurlEn, slugs)),
          input.id === undefined ? undefined : ne(contentPages.id, input.id),
        ),
      );
    const held = new Set(holders.flatMap((holder) => [holder.el, holder.en]));
    if (held.has(input.eurls.el)) throw slugTaken('eurls.el');
    if (input.eurls.en !== null && held.has(input.eurls.en)) throw slugTaken('eurls.en');
  }
}
