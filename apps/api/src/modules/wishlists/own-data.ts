import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlists } from '../../db/schema/wishlists.ts';

/** Erases a deleted account's wishlists; their items go with them (cascade). */
export async function eraseWishlistsOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(wishlists).where(eq(wishlists.customerId, customerId));
}
