import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A brand; every text a shopper reads exists in Greek (`*El`) and English (`*En`). */
export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  eurl: text('eurl').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  logo: text('logo'),
  countryIso: text('country_iso'),
  isFeatured: boolean('is_featured').notNull().default(false),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Phonetic skeleton of the brand name (see migration `search_functions`), for brand matches in search. */
  searchKey: text('search_key').generatedAlwaysAs(
    sql`' ' || shop_search_key(name_el) || ' ' || shop_search_key(name_en)`,
  ),
});

/** Countries a brand may not be shipped to. */
export const manufacturerCountryExclusions = pgTable(
  'manufacturer_country_exclusions',
  {
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    countryIso: text('country_iso').notNull(),
  },
  (table) => [primaryKey({ columns: [table.manufacturerId, table.countryIso] })],
);
