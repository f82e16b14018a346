import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** The first order the customer, or anyone with the address, placed at or after `since`; undefined when none. */
export async function orderedSince(
  db: Db,
  who: { customerId: number | null; email: string },
  since: Date,
): Promise<{ id: number; totalCents: number } | undefined> {
  const [row] = await queryRows<{ id: number; total_cents: number }>(
    db,
    sql`select id, total_cents from orders
      where placed_at >= ${since.toISOString()}
        and (lower(email) = ${who.email.toLowerCase()} or customer_id = ${who.customerId ?? -1})
      order by placed_at, id limit 1`,
  );
  return row ? { id: row.id, totalCents: row.total_cents } : undefined;
}
