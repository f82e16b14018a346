import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { customers } from './customers.ts';
import { countries, countryRegions } from './geo.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    street: text('street').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => countryRegions.id),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    mobile: text('mobile'),
    comments: text('comments'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A title names one address of a customer, whatever its letter case ("address exists").
  (table) => [uniqueIndex('addresses_customer_title_key').on(table.customerId, sql`lower(${table.title})`)],
);
