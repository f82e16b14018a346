import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What shoppers search for, per day (issue 29): the query as the search folds it (case and
 * accents), how often it was searched, how many of those searches found something and how many
 * led to a click on a result. No shopper, address or time finer than the day is kept.
 */
export const searchQueryDays = pgTable(
  'search_query_days',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    withResults: integer('with_results').notNull().default(0),
    clicked: integer('clicked').notNull().default(0),
    /** How many products the latest search of the day found. */
    results: integer('results').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

/** A query (folded) that staff send to another text: searching it searches the target. */
export const searchSynonyms = pgTable('search_synonyms', {
  term: text('term').primaryKey(),
  target: text('target').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
