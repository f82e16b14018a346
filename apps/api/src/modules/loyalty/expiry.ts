import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { loyaltyAccounts } from '../../db/schema/loyalty.ts';
import type { LedgerEntry } from './service.ts';
import { shopDate, windowStart } from './settings.ts';

/** What an account's ledger says lapses at a cutoff: the points credited before it, less all taken. */
function expiringQuery(cutoff: Date, customerId?: number) {
  return sql`
    select customer_id as "customerId",
      (coalesce(sum(approved_points) filter (where approved_points > 0 and created_at < ${cutoff}), 0)
        + coalesce(sum(approved_points) filter (where approved_points < 0), 0))::int as expiring
    from loyalty_transactions
    ${customerId === undefined ? sql`` : sql`where customer_id = ${customerId}`}
    group by customer_id
    having coalesce(sum(approved_points) filter (where approved_points > 0 and created_at < ${cutoff}), 0)
      + coalesce(sum(approved_points) filter (where approved_points < 0), 0) > 0`;
}

/**
 * Approved points lapse `months` after they were credited, oldest first (decision 018): what is
 * spent, reverted or expired is taken from the oldest points, so at a cutoff what lapses is
 * everything credited before it less everything ever taken, when that is positive. Pending
 * points (orders not completed) never lapse. An expiry is an `Expire` ledger row whose source
 * names the customer and the Athens day, so a sweep run many times a day, by several processes,
 * expires once; and the next day's finds nothing more until newer points age.
 */
export class LoyaltyExpiry {
  constructor(
    private readonly db: Db,
    private readonly months: number,
    private readonly record: (entry: LedgerEntry, tx: Db) => Promise<boolean>,
  ) {}

  /** Expires what has lapsed on every account at `at`; answers how many accounts lost points. */
  async expireAll(at: Date = new Date()): Promise<number> {
    if (this.months <= 0) return 0;
    const candidates = await queryRows<{ customerId: number }>(
      this.db,
      expiringQuery(windowStart(at, this.months)),
    );
    let expired = 0;
    for (const { customerId } of candidates) {
      if ((await this.expire(customerId, at)) > 0) expired += 1;
    }
    return expired;
  }

  /**
   * Expires what has lapsed on one account at `at`, answering the points taken. The account row
   * is locked first, so a redemption running at the same time is counted before or after, never
   * between the sum and the ledger row.
   */
  expire(customerId: number, at: Date = new Date()): Promise<number> {
    if (this.months <= 0) return Promise.resolve(0);
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: loyaltyAccounts.customerId })
        .from(loyaltyAccounts)
        .where(eq(loyaltyAccounts.customerId, customerId))
        .for('update');
      const [row] = await queryRows<{ expiring: number }>(
        tx,
        expiringQuery(windowStart(at, this.months), customerId),
      );
      const expiring = row?.expiring ?? 0;
      if (expiring <= 0) return 0;
      const { year, month, day } = shopDate(at);
      const recorded = await this.record(
        {
          customerId,
          kind: 'Expire',
          source: `expiry:${customerId}:${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          approvedPoints: -expiring,
        },
        tx,
      );
      return recorded ? expiring : 0;
    });
  }
}
