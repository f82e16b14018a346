import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockMovements } from '../../db/schema/inventory.ts';
import type { StockKey } from './stock-lines.ts';

/** What an order still takes from one location, per product or size: its sales there less what came back. */
export interface OrderTake extends StockKey {
  orderId: number;
  quantity: number;
}

/** The orders' takes from a location (decision 045's `sale` movements), in order and key order. */
export async function takesAt(db: Db, locationId: number, orderIds: readonly number[]): Promise<OrderTake[]> {
  if (orderIds.length === 0) return [];
  const quantity = sql<number>`(-sum(${stockMovements.change}))::int`;
  const rows = await db
    .select({
      orderId: sql<number>`${stockMovements.orderId}`,
      productId: stockMovements.productId,
      dimensionId: stockMovements.dimensionId,
      quantity,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.locationId, locationId),
        inArray(stockMovements.orderId, [...orderIds]),
        inArray(stockMovements.kind, ['sale', 'return']),
      ),
    )
    .groupBy(stockMovements.orderId, stockMovements.productId, stockMovements.dimensionId)
    .having(sql`sum(${stockMovements.change}) < 0`)
    .orderBy(
      stockMovements.orderId,
      stockMovements.productId,
      sql`${stockMovements.dimensionId} nulls first`,
    );
  return rows;
}
