import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The content domain: articles (news entries) in categories, video tutorials in categories, and
 * the pharmacists and other experts who write and present them. Every text a shopper reads
 * exists in Greek (`*El`) and, where written, English (`*En`, null falls back to Greek). Rich
 * texts keep their source and format and the sanitised HTML rendered from them when stored
 * (decisions 020, 021), so a read never renders or sanitises.
 */
export const contributors = pgTable('contributors', {
  id: serial('id').primaryKey(),
  eurl: text('eurl').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  roleEl: text('role_el').notNull(),
  roleEn: text('role_en').notNull(),
  /** A `ContentFormat`: how the bio's sources are written (staff edit the source). */
  format: text('format').notNull(),
  sourceEl: text('source_el').notNull(),
  sourceEn: text('source_en'),
  /** Sanitised HTML rendered from the sources. */
  bioEl: text('bio_el').notNull(),
  bioEn: text('bio_en'),
  image: text('image'),
  position: smallint('position').notNull().default(0),
});

/** The columns of an article or video category (a fresh set per table, as Drizzle needs). */
const categoryColumns = () => ({
  id: serial('id').primaryKey(),
  eurl: text('eurl').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  position: smallint('position').notNull().default(0),
});

export const newsCategories = pgTable('news_categories', categoryColumns());

export const newsEntries = pgTable(
  'news_entries',
  {
    id: serial('id').primaryKey(),
    eurl: text('eurl').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'restrict' }),
    contributorId: integer('contributor_id').references(() => contributors.id, { onDelete: 'set null' }),
    titleEl: text('title_el').notNull(),
    titleEn: text('title_en'),
    summaryEl: text('summary_el').notNull(),
    summaryEn: text('summary_en'),
    /** A `ContentFormat`: how the source texts are written. */
    format: text('format').notNull(),
    sourceEl: text('source_el').notNull(),
    sourceEn: text('source_en'),
    /** The sources rendered and sanitised when stored. */
    bodyEl: text('body_el').notNull(),
    bodyEn: text('body_en'),
    /** Words of the Greek text, for the reading time. */
    words: integer('words').notNull().default(0),
    image: text('image'),
    /** Shown on the home page's teasers. */
    showFront: boolean('show_front').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_entries_category_idx').on(table.categoryId, table.publishedAt),
    index('news_entries_contributor_idx').on(table.contributorId),
  ],
);

export const videoCategories = pgTable('video_categories', categoryColumns());

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    eurl: text('eurl').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => videoCategories.id, { onDelete: 'restrict' }),
    contributorId: integer('contributor_id').references(() => contributors.id, { onDelete: 'set null' }),
    /** Videos shown together (a series, a product's how-to); `GetByVideoGroupCode`. */
    groupCode: text('group_code'),
    titleEl: text('title_el').notNull(),
    titleEn: text('title_en'),
    /** A `ContentFormat`: how the description's sources are written (staff edit the source). */
    format: text('format').notNull(),
    sourceEl: text('source_el').notNull(),
    sourceEn: text('source_en'),
    /** Sanitised HTML rendered from the sources. */
    descriptionEl: text('description_el').notNull(),
    descriptionEn: text('description_en'),
    /** The player's address; an https embed URL of an allowed host. */
    embedUrl: text('embed_url').notNull(),
    /** The poster the shop serves, so that nothing leaves the machine before play. */
    poster: text('poster').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    showFront: boolean('show_front').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('videos_category_idx').on(table.categoryId, table.publishedAt),
    index('videos_group_idx').on(table.groupCode),
  ],
);
