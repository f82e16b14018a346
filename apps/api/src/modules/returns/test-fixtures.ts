import { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import type { TestApp } from '../../test/index.ts';

/**
 * A requested return of one unit of the order's first line, written as the request would, with a
 * courier voucher the carrier does not know (so its label is asked of the carrier): its id.
 */
export async function testReturn(
  t: TestApp,
  order: { customerId: number; orderId: number; code: string; email: string },
): Promise<number> {
  const placed = await t.services.orderReturnBook.forReturn(order.orderId);
  const line = placed?.lines[0];
  if (!line) throw new Error('the order has no line to return');
  const [row] = await t.database.db
    .insert(orderReturns)
    .values({
      orderId: order.orderId,
      orderCode: order.code,
      customerId: order.customerId,
      email: order.email,
      reason: 'changed_mind',
      method: 'courier',
      shipState: 'created',
      shipCarrier: 'acs',
      shipVoucher: '7400000000',
    })
    .returning({ id: orderReturns.id });
  if (!row) throw new Error('return not written');
  await t.database.db
    .insert(orderReturnLines)
    .values({ returnId: row.id, orderLineId: line.id, quantity: 1 });
  return row.id;
}
