import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';

/** Empties a deleted account's cart (its lines may carry a gift recipient's name and email). */
export async function eraseCartOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
}
