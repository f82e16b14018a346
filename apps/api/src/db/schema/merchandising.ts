import type { BannerImage } from '@shop/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The merchandising domain: banners in named groups, the curated product lists of the home page
 * and the top categories, and landing collections. Products, categories, brands and promotions
 * are referred to by id and read through their own domains' services.
 */

/** The pictures of a banner in one language: the wide one and, optionally, one for narrow screens. */
export interface BannerPictures {
  desktop: BannerImage;
  mobile: BannerImage | null;
}

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    titleEl: text('title_el').notNull(),
    titleEn: text('title_en'),
    imagesEl: jsonb('images_el').$type<BannerPictures>().notNull(),
    /** Null shows the Greek pictures. */
    imagesEn: jsonb('images_en').$type<BannerPictures>(),
    /** A path of the shop or an https address (`isSafeBannerLink`); null for a banner that leads nowhere. */
    link: text('link'),
    /** A `BannerTarget`. */
    target: text('target').notNull().default('_self'),
    position: smallint('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown from this time on; null for no start. */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    /** Shown until this time (exclusive); null for no end. */
    activeTo: timestamp('active_to', { withTimezone: true }),
  },
  (table) => [index('banners_group_idx').on(table.groupName, table.position)],
);

/**
 * A curated list: the spec's `categoryId` (a top category, or -1 for the home list). The name of a
 * category's list is the category's own; the home list has its own title.
 */
export const curatedLists = pgTable('curated_lists', {
  categoryId: integer('category_id').primaryKey(),
  titleEl: text('title_el'),
  titleEn: text('title_en'),
});

export const curatedListProducts = pgTable(
  'curated_list_products',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => curatedLists.categoryId, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.productId] })],
);

export const landingCollections = pgTable('landing_collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEl: text('title_el').notNull(),
  titleEn: text('title_en'),
  summaryEl: text('summary_el').notNull(),
  summaryEn: text('summary_en'),
  /** A `ContentFormat`: how the intro's sources are written. */
  introFormat: text('intro_format').notNull(),
  introSourceEl: text('intro_source_el').notNull(),
  introSourceEn: text('intro_source_en'),
  /** The sources rendered and sanitised when stored. */
  introEl: text('intro_el').notNull(),
  introEn: text('intro_en'),
  /** Banners shown at the top of the page; null for none. */
  bannerGroup: text('banner_group'),
  /** A `LandingRuleKind`. */
  ruleKind: text('rule_kind').notNull(),
  /** The category or brand id of a `category` or `brand` rule. */
  ruleId: integer('rule_id'),
  /** The promotion policy's code of a `promotion` rule. */
  ruleCode: text('rule_code'),
  /** The products of a `products` rule, in the order shown. */
  productIds: integer('product_ids').array().notNull().default([]),
  position: smallint('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
});
