import type { ContentEntityKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { contentPages, customContents, faqAttachments, faqs } from '../../db/schema/content-pages.ts';
import type { ContentText } from './content-writes.ts';
import { renderContent } from './render.ts';

/**
 * Writes of content pages, FAQs and custom content (the demo seed's now, the back office's
 * later): each text is rendered from its format and sanitised here, once, as the articles'
 * (decision 020), so that reads serve stored HTML.
 */

type Translated = { el: string; en?: string | null };

export interface ContentPageInput {
  /** The slug in Greek, and in English where the English page has its own. */
  eurl: Translated;
  title: Translated;
  description: Translated;
  body: ContentText;
  isPublished?: boolean;
}

/** Where a question is shown: on an entity or on a storefront path, in a section. */
export type FaqPlacement = ({ entityType: ContentEntityKind; entityId: number } | { path: string }) & {
  section?: string;
  position?: number;
};

export interface FaqInput {
  question: Translated;
  answer: ContentText;
  placements: FaqPlacement[];
}

export interface CustomContentInput {
  entityType: ContentEntityKind;
  entityId: string;
  subkey?: string;
  text: ContentText;
}

function rendered(text: ContentText) {
  return {
    format: text.format,
    sourceEl: text.el,
    sourceEn: text.en ?? null,
    el: renderContent(text.format, text.el).html,
    en: text.en ? renderContent(text.format, text.en).html : null,
  };
}

/** Stores a page (new, or the one with its Greek slug). */
export async function saveContentPage(db: Db, input: ContentPageInput): Promise<number> {
  const body = rendered(input.body);
  const values = {
    eurlEl: input.eurl.el,
    eurlEn: input.eurl.en ?? null,
    titleEl: input.title.el,
    titleEn: input.title.en ?? null,
    metaDescriptionEl: input.description.el,
    metaDescriptionEn: input.description.en ?? null,
    format: body.format,
    sourceEl: body.sourceEl,
    sourceEn: body.sourceEn,
    bodyEl: body.el,
    bodyEn: body.en,
    isPublished: input.isPublished ?? true,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({ target: contentPages.eurlEl, set: values })
    .returning({ id: contentPages.id });
  if (!row) throw new Error('content page not saved');
  return row.id;
}

/** Stores a new question with the places it is shown. */
export async function saveFaq(db: Db, input: FaqInput): Promise<number> {
  const answer = rendered(input.answer);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqs)
      .values({
        questionEl: input.question.el,
        questionEn: input.question.en ?? null,
        format: answer.format,
        sourceEl: answer.sourceEl,
        sourceEn: answer.sourceEn,
        answerEl: answer.el,
        answerEn: answer.en,
      })
      .returning({ id: faqs.id });
    if (!row) throw new Error('faq not saved');
    if (input.placements.length > 0) {
      await tx.insert(faqAttachments).values(
        input.placements.map((placement) => ({
          faqId: row.id,
          ...('path' in placement
            ? { path: placement.path }
            : { entityType: placement.entityType, entityId: placement.entityId }),
          section: placement.section ?? '',
          position: placement.position ?? 0,
        })),
      );
    }
    return row.id;
  });
}

/** Stores a custom content block (new, or the one of its entity and subkey). */
export async function saveCustomContent(db: Db, input: CustomContentInput): Promise<number> {
  const text = rendered(input.text);
  const values = {
    entityType: input.entityType,
    entityId: input.entityId,
    subkey: input.subkey ?? '',
    format: text.format,
    sourceEl: text.sourceEl,
    sourceEn: text.sourceEn,
    bodyEl: text.el,
    bodyEn: text.en,
  };
  const [row] = await db
    .insert(customContents)
    .values(values)
    .onConflictDoUpdate({
      target: [customContents.entityType, customContents.entityId, customContents.subkey],
      set: values,
    })
    .returning({ id: customContents.id });
  if (!row) throw new Error('custom content not saved');
  return row.id;
}
