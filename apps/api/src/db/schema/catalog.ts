import { relations, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { manufacturers } from './manufacturers.ts';

/**
 * The catalogue's products. Every text a shopper reads exists in Greek (`*El`) and English (`*En`).
 * The stock columns (`products.stock`, `product_dimensions.stock`) and the stock-driven part of
 * `products.availability` are the inventory domain's: written only through its service.
 */

/** A PostgreSQL text-search document; only ever written by generated columns. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    barcode: text('barcode'),
    eurl: text('eurl').notNull().unique(),
    nameEl: text('name_el').notNull(),
    nameEn: text('name_en').notNull(),
    shortDescriptionEl: text('short_description_el'),
    shortDescriptionEn: text('short_description_en'),
    descriptionEl: text('description_el'),
    descriptionEn: text('description_en'),
    productType: smallint('product_type').notNull().default(0),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
    availability: smallint('availability').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    orderMaxQuantity: integer('order_max_quantity'),
    addDisabled: boolean('add_disabled').notNull().default(false),
    /**
     * Cannot be returned once unsealed, for health or hygiene reasons (Directive 2011/83/EU,
     * article 16(e)): the returns form says so and refuses the line.
     */
    nonReturnable: boolean('non_returnable').notNull().default(false),
    /** The selling price. */
    priceCents: integer('price_cents').notNull(),
    /** The price before a reduction; null when the product is not reduced. */
    listPriceCents: integer('list_price_cents'),
    /** Recommended retail price. */
    retailPriceCents: integer('retail_price_cents'),
    /** A percentage discount applied on top of the price when no list price is set (spec 000 §9). */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    taxClass: smallint('tax_class').notNull().default(0),
    /** The pack's net quantity in `net_unit` (ml, g or pieces), for the unit price (Directive 98/6/EC). */
    netQuantity: numeric('net_quantity', { precision: 10, scale: 3, mode: 'number' }),
    /** A `NetUnit`: ml, g or piece; null when the product is not sold by quantity. */
    netUnit: text('net_unit'),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    releaseDate: timestamp('release_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The effective price of spec 000 §9 in cents, stored so listings sort and filter on an index. */
    effectivePriceCents: integer('effective_price_cents').generatedAlwaysAs(
      sql`case when list_price_cents > 0 then price_cents when discount_percent > 0 and discount_percent < 100 then round(price_cents * (1 - discount_percent / 100))::integer else price_cents end`,
    ),
    /** The nominal discount in whole percent, for the discount sort and filter. */
    discountRate: integer('discount_rate').generatedAlwaysAs(
      sql`case when list_price_cents > price_cents then round((list_price_cents - price_cents) * 100.0 / list_price_cents)::integer when discount_percent > 0 and discount_percent < 100 then round(discount_percent)::integer else 0 end`,
    ),
    /** Stemmed words of both names: Greek stemming for the Greek name, English for the English one. */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('greek'::regconfig, name_el), 'A') || setweight(to_tsvector('english'::regconfig, name_en), 'B')`,
    ),
    /**
     * Phonetic skeleton of both names, starting with a space so `like '% key%'` is a word-prefix
     * match; Greek, Greeklish and typos meet on it through trigram similarity.
     */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`' ' || shop_search_key(name_el) || ' ' || shop_search_key(name_en)`,
    ),
  },
  (table) => [
    index('products_manufacturer_idx').on(table.manufacturerId),
    index('products_barcode_idx').on(table.barcode),
    index('products_effective_price_idx').on(table.effectivePriceCents),
    index('products_created_at_idx').on(table.createdAt),
    index('products_search_doc_idx').using('gin', table.searchDoc),
    index('products_search_key_idx').using('gin', table.searchKey.op('gin_trgm_ops')),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    altEl: text('alt_el'),
    altEn: text('alt_en'),
  },
  (table) => [uniqueIndex('product_images_product_position_idx').on(table.productId, table.position)],
);

/** A size or colour of a product, with its own stock and price. */
export const productDimensions = pgTable(
  'product_dimensions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionType: smallint('dimension_type').notNull(),
    code: text('code'),
    barcode: text('barcode'),
    sizeTextEl: text('size_text_el'),
    sizeTextEn: text('size_text_en'),
    colorTextEl: text('color_text_el'),
    colorTextEn: text('color_text_en'),
    colorValue: text('color_value'),
    image: text('image'),
    stock: integer('stock').notNull().default(0),
    priceCents: integer('price_cents'),
    listPriceCents: integer('list_price_cents'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('product_dimensions_product_idx').on(table.productId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

export const statuses = pgTable('statuses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  colorHex: text('color_hex'),
  image: text('image'),
  showAsTag: boolean('show_as_tag').notNull().default(true),
});

export const productStatuses = pgTable(
  'product_statuses',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => statuses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.statusId] }),
    index('product_statuses_status_idx').on(table.statusId),
  ],
);

/** Every price a product or dimension has had; the lowest-price-of-30-days rule reads it. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id').references(() => productDimensions.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_history_product_idx').on(table.productId, table.validFrom)],
);

/** Extra tabs of a product page (usage, ingredients …), read by product code. */
export const productTabs = pgTable(
  'product_tabs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    titleEl: text('title_el').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised HTML. */
    contentEl: text('content_el').notNull(),
    contentEn: text('content_en').notNull(),
  },
  (table) => [index('product_tabs_product_idx').on(table.productId, table.position)],
);

/**
 * Every committed change to what the catalogue read model holds, named by the products it touches
 * (decision 027). Written only by the triggers of migration `catalog_changes`, which also notify
 * channel `catalog_changes` with the version, so each API process reloads just those products.
 */
export const catalogChanges = pgTable('catalog_changes', {
  version: bigserial('version', { mode: 'number' }).primaryKey(),
  productIds: integer('product_ids').array().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const manufacturersRelations = relations(manufacturers, ({ many }) => ({ products: many(products) }));

export const productsRelations = relations(products, ({ one, many }) => ({
  manufacturer: one(manufacturers, { fields: [products.manufacturerId], references: [manufacturers.id] }),
  images: many(productImages),
  dimensions: many(productDimensions),
  categories: many(productCategories),
  statuses: many(productStatuses),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productDimensionsRelations = relations(productDimensions, ({ one }) => ({
  product: one(products, { fields: [productDimensions.productId], references: [products.id] }),
}));

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));

export const productStatusesRelations = relations(productStatuses, ({ one }) => ({
  product: one(products, { fields: [productStatuses.productId], references: [products.id] }),
  status: one(statuses, { fields: [productStatuses.statusId], references: [statuses.id] }),
}));
