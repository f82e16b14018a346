import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderRecord, orderLines } from '../../db/schema/orders.ts';
import { type InventoryService, type StockLine, stockKey } from '../inventory/index.ts';
import type { OrderBackOrderedLine } from './types.ts';

/** The order's lines less what it back-ordered: what it took from stock and gives back. */
function takenFromStock(lines: StockLine[], backOrdered: OrderBackOrderedLine[]): StockLine[] {
  const waiting = new Map(backOrdered.map((line) => [stockKey(line), line.quantity]));
  return lines.flatMap((line) => {
    const left = waiting.get(stockKey(line)) ?? 0;
    const taken = line.quantity - Math.min(left, line.quantity);
    waiting.set(stockKey(line), left - (line.quantity - taken));
    return taken > 0 ? [{ ...line, quantity: taken }] : [];
  });
}

/**
 * Gives back to stock, through the inventory's service and in `tx`, what the order took (a
 * cancellation, a return); the products whose stock moved.
 */
export async function giveBackStock(
  tx: Db,
  inventory: InventoryService,
  order: Pick<OrderRecord, 'id' | 'backOrdered'>,
): Promise<number[]> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      dimensionId: orderLines.dimensionId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const stock = takenFromStock(lines, order.backOrdered);
  if (stock.length > 0) await inventory.release(tx, stock, { orderId: order.id });
  return [...new Set(stock.map((line) => line.productId))];
}
