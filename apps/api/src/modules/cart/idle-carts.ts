import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A signed-in customer's cart as a reminder sees it: its lines and when it last changed. */
export interface CustomerCart {
  customerId: number;
  activeAt: Date;
  lines: { pid: number; dimension: number; qty: number }[];
}

interface CartRow {
  customer_id: number;
  active_at: Date | string;
  lines: { pid: number; dimension: number; qty: number }[];
}

const toCart = (row: CartRow): CustomerCart => ({
  customerId: row.customer_id,
  activeAt: new Date(row.active_at),
  lines: row.lines,
});

/** Carts whose last change falls in [`from`, `to`): those left long enough, and not too long ago. */
export async function idleCustomerCarts(db: Db, from: Date, to: Date): Promise<CustomerCart[]> {
  const rows = await queryRows<CartRow>(
    db,
    sql`select customer_id, max(updated_at) as active_at,
        jsonb_agg(jsonb_build_object('pid', product_id, 'dimension', dimension_id, 'qty', quantity) order by id) as lines
      from cart_items group by customer_id
      having max(updated_at) >= ${from.toISOString()} and max(updated_at) < ${to.toISOString()}`,
  );
  return rows.map(toCart);
}

/** A customer's cart now; undefined when it is empty. */
export async function customerCart(db: Db, customerId: number): Promise<CustomerCart | undefined> {
  const [row] = await queryRows<CartRow>(
    db,
    sql`select customer_id, max(updated_at) as active_at,
        jsonb_agg(jsonb_build_object('pid', product_id, 'dimension', dimension_id, 'qty', quantity) order by id) as lines
      from cart_items where customer_id = ${customerId} group by customer_id`,
  );
  return row ? toCart(row) : undefined;
}
