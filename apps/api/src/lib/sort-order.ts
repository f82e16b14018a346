import { type SQL, sql } from 'drizzle-orm';

/**
 * The `order by` of a back-office list written in SQL: the chosen key's expression, then the id,
 * both in the asked direction, so rows that tie keep one order and pages never overlap. A missing
 * value (no end date, never confirmed) comes last either way.
 */
export function sortedBy(expression: SQL, id: SQL, dir: 'asc' | 'desc'): SQL {
  const direction = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  return sql`${expression} ${direction} nulls last, ${id} ${direction}`;
}
