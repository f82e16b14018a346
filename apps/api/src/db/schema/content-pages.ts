import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Content pages (terms of use, shipping, who we are …), frequently asked questions and custom
 * content blocks of the content domain. As the articles (decision 020), every text keeps its
 * source and format and the sanitised HTML rendered from it when stored; Greek is required and
 * a null English text falls back to the Greek one.
 */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  /** The slug of the Greek page, and of the English one unless it has its own. */
  eurlEl: text('eurl_el').notNull().unique(),
  eurlEn: text('eurl_en').unique(),
  titleEl: text('title_el').notNull(),
  titleEn: text('title_en'),
  metaDescriptionEl: text('meta_description_el').notNull(),
  metaDescriptionEn: text('meta_description_en'),
  /** A `ContentFormat`. */
  format: text('format').notNull(),
  sourceEl: text('source_el').notNull(),
  sourceEn: text('source_en'),
  bodyEl: text('body_el').notNull(),
  bodyEn: text('body_en'),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A question and its answer, shown wherever it is attached (`faqAttachments`). */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  questionEl: text('question_el').notNull(),
  questionEn: text('question_en'),
  format: text('format').notNull(),
  sourceEl: text('source_el').notNull(),
  sourceEn: text('source_en'),
  answerEl: text('answer_el').notNull(),
  answerEn: text('answer_en'),
  isPublished: boolean('is_published').notNull().default(true),
});

/**
 * Where a question is shown: on an entity (kind and id: a content page, a product, a payment
 * type …) or on a page of the storefront by its path, in a named section, in `position` order.
 */
export const faqAttachments = pgTable(
  'faq_attachments',
  {
    id: serial('id').primaryKey(),
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    /** A storefront path without language prefix, `/cart`. */
    path: text('path'),
    section: text('section').notNull().default(''),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    index('faq_attachments_entity_idx').on(table.entityType, table.entityId, table.position),
    index('faq_attachments_path_idx').on(table.path, table.section, table.position),
    check(
      'faq_attachments_target',
      sql`(${table.entityType} is not null and ${table.entityId} is not null and ${table.path} is null) or (${table.entityType} is null and ${table.entityId} is null and ${table.path} is not null)`,
    ),
  ],
);

/**
 * A text attached to an entity (spec 000 §7 custom content by entity): its kind, its id (a row id
 * or a code, as text) and a subkey naming the place (`intro`, `pharmacist-note`).
 */
export const customContents = pgTable(
  'custom_contents',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    subkey: text('subkey').notNull().default(''),
    format: text('format').notNull(),
    sourceEl: text('source_el').notNull(),
    sourceEn: text('source_en'),
    bodyEl: text('body_el').notNull(),
    bodyEn: text('body_en'),
  },
  (table) => [uniqueIndex('custom_contents_entity_idx').on(table.entityType, table.entityId, table.subkey)],
);
