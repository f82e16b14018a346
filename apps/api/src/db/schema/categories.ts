import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    eurl: text('eurl').notNull().unique(),
    nameEl: text('name_el').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionEl: text('description_el'),
    descriptionEn: text('description_en'),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);
