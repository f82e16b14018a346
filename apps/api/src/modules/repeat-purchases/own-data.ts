import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { repeatPurchases } from '../../db/schema/repeat-purchases.ts';

/** Erases a deleted account's repeat purchases; their reminders go with them (cascade). */
export async function eraseRepeatPurchasesOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(repeatPurchases).where(eq(repeatPurchases.customerId, customerId));
}
