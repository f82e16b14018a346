import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';

/** A deleted account's addresses are erased, not kept: no order reads them (orders keep snapshots). */
export async function eraseAddressesOf(tx: Db, customerId: number): Promise<number> {
  const erased = await tx
    .delete(addresses)
    .where(eq(addresses.customerId, customerId))
    .returning({ id: addresses.id });
  return erased.length;
}
