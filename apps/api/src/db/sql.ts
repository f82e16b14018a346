import { type SQL, sql } from 'drizzle-orm';

/** Integers as one `int[]` parameter, for `= any(…)`: one bound value however many ids. */
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}
