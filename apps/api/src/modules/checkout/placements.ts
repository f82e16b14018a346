import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderPlacements } from '../../db/schema/checkout.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export interface PlacementOwner {
  customerId: number | null;
  email: string;
}

/** What claiming a key found: the right to place the order, an order placed with it, or a request still running. */
export type Claim =
  | { kind: 'claimed'; claimedAt: Date }
  | { kind: 'placed'; orderId: number }
  | { kind: 'running' }
  /** The key belongs to another shopper's order. */
  | { kind: 'foreign' };

const sameOwner = (row: { customerId: number | null; email: string | null }, owner: PlacementOwner) =>
  row.customerId === null || owner.customerId === null
    ? row.email?.toLowerCase() === owner.email.toLowerCase()
    : row.customerId === owner.customerId;

/**
 * Idempotency keys of order placements. A key is claimed by inserting its row in a short
 * transaction of its own: the primary key lets one of several concurrent requests win. The
 * winner records the order it placed, or releases the key when placing failed; a claim left by a
 * crashed request is taken over after `timeoutMs` by one taker only (an update conditioned on
 * the old claim time). Unique constraints rather than advisory locks: PGlite does not block on those.
 */
export class OrderPlacements {
  constructor(
    private readonly db: Db,
    private readonly timeoutMs: number,
  ) {}

  async claim(key: string, owner: PlacementOwner, now = new Date()): Promise<Claim> {
    try {
      await this.db.insert(orderPlacements).values({ key, claimedAt: now, ...owner });
      return { kind: 'claimed', claimedAt: now };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const [row] = await this.db.select().from(orderPlacements).where(eq(orderPlacements.key, key));
    if (!row) return this.claim(key, owner, now);
    if (!sameOwner(row, owner)) return { kind: 'foreign' };
    if (row.orderId !== null) return { kind: 'placed', orderId: row.orderId };
    if (now.getTime() - row.claimedAt.getTime() < this.timeoutMs) return { kind: 'running' };
    const taken = await this.db
      .update(orderPlacements)
      .set({ claimedAt: now })
      .where(
        and(
          eq(orderPlacements.key, key),
          isNull(orderPlacements.orderId),
          eq(orderPlacements.claimedAt, row.claimedAt),
        ),
      )
      .returning({ key: orderPlacements.key });
    return taken.length > 0 ? { kind: 'claimed', claimedAt: now } : { kind: 'running' };
  }

  /** Records the placed order inside the order's transaction, so the key and the order commit together. */
  async placed(tx: Db, key: string, orderId: number): Promise<void> {
    await tx.update(orderPlacements).set({ orderId }).where(eq(orderPlacements.key, key));
  }

  /** Gives the key back after a placement that wrote nothing (out of stock, a balance that changed). */
  async release(key: string, claimedAt: Date): Promise<void> {
    await this.db
      .delete(orderPlacements)
      .where(
        and(
          eq(orderPlacements.key, key),
          isNull(orderPlacements.orderId),
          eq(orderPlacements.claimedAt, claimedAt),
        ),
      );
  }
}
