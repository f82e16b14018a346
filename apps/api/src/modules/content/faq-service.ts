import type { Faq, Language } from '@shop/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqAttachments, faqs } from '../../db/schema/content-pages.ts';

/** Frequently asked questions where they are attached: on an entity, or on a storefront path and section. */
export class FaqService {
  constructor(private readonly db: Db) {}

  /** The questions of an entity (a content page, a product, a payment type …), in their order. */
  byEntity(entityType: string, entityId: number, language: Language): Promise<Faq[]> {
    return this.attached(
      and(eq(faqAttachments.entityType, entityType), eq(faqAttachments.entityId, entityId)),
      language,
    );
  }

  /** The questions of a storefront path (`/cart`), of one section or of all, in their order. */
  byPath(path: string, section: string | undefined, language: Language): Promise<Faq[]> {
    return this.attached(
      and(
        eq(faqAttachments.path, path),
        section === undefined ? undefined : eq(faqAttachments.section, section),
      ),
      language,
    );
  }

  private async attached(where: SQL | undefined, language: Language): Promise<Faq[]> {
    const rows = await this.db
      .select({ faq: faqs, section: faqAttachments.section })
      .from(faqAttachments)
      .innerJoin(faqs, eq(faqs.id, faqAttachments.faqId))
      .where(and(where, eq(faqs.isPublished, true)))
      .orderBy(asc(faqAttachments.position), asc(faqAttachments.id));
    return rows.map(({ faq, section }) => {
      const english = language === 'en' && faq.answerEn !== null && faq.questionEn !== null;
      return {
        id: faq.id,
        q: english ? (faq.questionEn ?? '') : faq.questionEl,
        a: english ? (faq.answerEn ?? '') : faq.answerEl,
        section,
        lng: english ? 'en' : 'el',
      };
    });
  }
}
