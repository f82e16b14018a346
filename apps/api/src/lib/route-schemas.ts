import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/** The most ids one request may list, so that a list stays one bounded query. */
export const MAX_LISTED_IDS = 200;

/**
 * A row id from a query string, a path or a body: a positive integer in the `integer` range, so an
 * id no row can have is bad input rather than a database error. With `code`, every failure reports
 * it (e.g. `invalid_id`); without, each keeps Zod's own (`invalid_type`, `too_small`, `too_big`).
 */
export function idSchema(code?: string) {
  return z.coerce.number(code).int(code).positive(code).max(MAX_ID, code);
}

/** The `?id=` query of a route that reads or changes one row. */
export function idQuery(code?: string) {
  return z.object({ id: idSchema(code) });
}

/**
 * One id of a list sent as text (`1,2,3` or a repeated parameter): digits only, no sign, no leading
 * zero, in the `integer` range; every failure reports `code`.
 */
export function idTextSchema(code: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, code)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, code));
}
