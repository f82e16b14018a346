import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  /** Fixed ids: Greece is 1, the default country of an address (spec 000 §9). */
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countryRegions = pgTable(
  'country_regions',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    nameEl: text('name_el').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Islands cost the courier more: shipping types add their island surcharge here. */
    isIsland: boolean('is_island').notNull().default(false),
    /** The leading digits of the region's postcodes; null where postcodes are not checked. */
    postcodePrefixes: text('postcode_prefixes').array(),
  },
  (table) => [index('country_regions_country_idx').on(table.countryId)],
);
