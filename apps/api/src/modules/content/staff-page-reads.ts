import type {
  AdminFaq,
  AdminFaqList,
  AdminFaqQuery,
  AdminPage,
  AdminPageList,
  AdminPageQuery,
  ContentEntityKind,
} from '@shop/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentPages, faqAttachments, faqs } from '../../db/schema/content-pages.ts';
import { notFound } from '../../lib/http-error.ts';
import { formatOf, offsetOf, orderOf, searchIn } from './staff-list.ts';
import { refuseWhileAttached } from './staff-references.ts';

type PageRow = typeof contentPages.$inferSelect;

const PAGE_SORTS = {
  title: contentPages.titleEl,
  eurl: contentPages.eurlEl,
  updated: contentPages.updatedAt,
};
const FAQ_SORTS = { id: faqs.id, question: faqs.questionEl };

export function adminPageOf(row: PageRow): AdminPage {
  return {
    id: row.id,
    eurls: { el: row.eurlEl, en: row.eurlEn },
    format: formatOf(row.format),
    el: { tl: row.titleEl, ds: row.metaDescriptionEl, body: row.sourceEl },
    en:
      row.titleEn === null
        ? null
        : {
            tl: row.titleEn,
            ds: row.metaDescriptionEn ?? row.metaDescriptionEl,
            body: row.sourceEn ?? row.sourceEl,
          },
    html: { el: row.bodyEl, en: row.bodyEn },
    isPublished: row.isPublished,
    dt: row.updatedAt.toISOString(),
  };
}

/**
 * The back office's reads of content pages and frequently asked questions: paged lists sorted on
 * the server, and one item with its source texts, its rendered HTML and (a question) its places.
 */
export class ContentStaffPageReads {
  constructor(private readonly db: Db) {}

  /**
   * 409 while a question or a custom content block is attached to an entity of another domain
   * (a banner), which that domain asks before removing it.
   */
  refuseWhileAttached(kind: ContentEntityKind, id: number): Promise<void> {
    return refuseWhileAttached(this.db, kind, id);
  }

  async pages(query: AdminPageQuery): Promise<AdminPageList> {
    const where = searchIn(query.q, [
      contentPages.titleEl,
      contentPages.titleEn,
      contentPages.eurlEl,
      contentPages.eurlEn,
    ]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contentPages)
        .where(where)
        .orderBy(...orderOf(query, PAGE_SORTS, contentPages.id))
        .limit(query.psize)
        .offset(offsetOf(query)),
      this.db.select({ value: count() }).from(contentPages).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        eurls: { el: row.eurlEl, en: row.eurlEn },
        tl: row.titleEl,
        hasEn: row.titleEn !== null,
        isPublished: row.isPublished,
        dt: row.updatedAt.toISOString(),
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async page(id: number): Promise<AdminPage> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.id, id));
    if (!row) throw notFound('content_page_not_found');
    return adminPageOf(row);
  }

  async faqs(query: AdminFaqQuery): Promise<AdminFaqList> {
    const where = searchIn(query.q, [faqs.questionEl, faqs.questionEn]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(faqs)
        .where(where)
        .orderBy(...orderOf(query, FAQ_SORTS, faqs.id))
        .limit(query.psize)
        .offset(offsetOf(query)),
      this.db.select({ value: count() }).from(faqs).where(where),
    ]);
    const ids = rows.map((row) => row.id);
    const places =
      ids.length === 0
        ? []
        : await this.db
            .select({ faqId: faqAttachments.faqId, value: count() })
            .from(faqAttachments)
            .where(inArray(faqAttachments.faqId, ids))
            .groupBy(faqAttachments.faqId);
    const placesOf = new Map(places.map((place) => [place.faqId, place.value]));
    return {
      items: rows.map((row) => ({
        id: row.id,
        q: row.questionEl,
        hasEn: row.questionEn !== null,
        places: placesOf.get(row.id) ?? 0,
        isPublished: row.isPublished,
      })),
      total: total?.value ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async faq(id: number): Promise<AdminFaq> {
    const [row] = await this.db.select().from(faqs).where(eq(faqs.id, id));
    if (!row) throw notFound('faq_not_found');
    const places = await this.db
      .select()
      .from(faqAttachments)
      .where(eq(faqAttachments.faqId, id))
      .orderBy(asc(faqAttachments.id));
    return {
      id: row.id,
      format: formatOf(row.format),
      el: { q: row.questionEl, a: row.sourceEl },
      en: row.questionEn === null ? null : { q: row.questionEn, a: row.sourceEn ?? row.sourceEl },
      html: { el: row.answerEl, en: row.answerEn },
      isPublished: row.isPublished,
      places: places.map((place) => ({
        entityType: place.entityType as ContentEntityKind | null,
        entityId: place.entityId,
        path: place.path,
        section: place.section,
        position: place.position,
      })),
    };
  }
}
