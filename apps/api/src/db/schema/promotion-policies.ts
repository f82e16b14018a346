import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, manufacturers, products } from './catalog.ts';

/**
 * The part of a promotion policy (gift, discount, 1+1) the catalogue needs: who takes part
 * and the badge. Its rules and the cart effect belong to the promotions domain.
 */
export const promotionPolicies = pgTable('promotion_policies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEl: text('name_el').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEl: text('description_el'),
  descriptionEn: text('description_en'),
  badge: text('badge'),
  badgeUrl: text('badge_url'),
  /** Tier codes (slv, prm, gld) the policy is limited to; empty for everyone. */
  customerGroups: text('customer_groups').array().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

export const promotionPolicyProducts = pgTable(
  'promotion_policy_products',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.policyId, table.productId] }),
    index('promotion_policy_products_product_idx').on(table.productId),
  ],
);

export const promotionPolicyCategories = pgTable(
  'promotion_policy_categories',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.categoryId] })],
);

export const promotionPolicyManufacturers = pgTable(
  'promotion_policy_manufacturers',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => promotionPolicies.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.manufacturerId] })],
);
