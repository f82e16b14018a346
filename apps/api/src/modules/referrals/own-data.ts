import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralInvitations } from '../../db/schema/referrals.ts';

/**
 * A deleted account's invitations go (they hold friends' addresses it gave), and an invitation it
 * registered with no longer names it: the friend who invited keeps the reward already given.
 */
export async function eraseReferralsOf(tx: Db, customerId: number): Promise<void> {
  await tx.delete(referralInvitations).where(eq(referralInvitations.senderId, customerId));
  await tx
    .update(referralInvitations)
    .set({ inviteeId: null })
    .where(eq(referralInvitations.inviteeId, customerId));
}
