import { loyaltyPointsEarned } from '@shop/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyAccounts } from '../../db/schema/loyalty.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog/service.ts';

export interface LoyaltyAccount {
  pointsBalance: number;
  /** Tier code (slv, prm, gld): the customer group promotion policies are limited to. */
  tierCode: string | null;
}

/** Customers' loyalty points and tiers, and the points a purchase earns. */
export class LoyaltyService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly pointsPerEuro: number,
  ) {}

  /**
   * Points a purchase of the product (or one size of it) earns at the price the cart charges
   * for it, by the same rule as the cart totals; undefined when it is not sold.
   */
  async productPoints(productId: number, dimensionId: number | null): Promise<number | undefined> {
    const priceCents = await this.catalog.unitPriceCents(productId, dimensionId);
    return priceCents === undefined ? undefined : loyaltyPointsEarned(priceCents, this.pointsPerEuro);
  }

  /** The customer's balance and tier; undefined for a customer who never had an account. */
  async account(customerId: number): Promise<LoyaltyAccount | undefined> {
    const [row] = await this.db
      .select({ pointsBalance: loyaltyAccounts.pointsBalance, tierCode: loyaltyAccounts.tierCode })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.customerId, customerId));
    return row;
  }

  /**
   * Takes points an order redeems, inside the order's transaction: the balance is only lowered
   * while it suffices, so two orders racing for the same points cannot both win (409).
   */
  async redeemPoints(tx: Db, customerId: number, points: number): Promise<void> {
    const taken = await tx
      .update(loyaltyAccounts)
      .set({ pointsBalance: sql`${loyaltyAccounts.pointsBalance} - ${points}`, updatedAt: new Date() })
      .where(and(eq(loyaltyAccounts.customerId, customerId), gte(loyaltyAccounts.pointsBalance, points)))
      .returning({ id: loyaltyAccounts.customerId });
    if (taken.length === 0) throw new HttpError(409, 'loyalty_balance_changed');
  }

  /** Gives back points a cancelled order redeemed, inside the order's transaction. */
  async returnPoints(tx: Db, customerId: number, points: number): Promise<void> {
    if (points <= 0) return;
    await tx
      .insert(loyaltyAccounts)
      .values({ customerId, pointsBalance: points })
      .onConflictDoUpdate({
        target: loyaltyAccounts.customerId,
        set: { pointsBalance: sql`${loyaltyAccounts.pointsBalance} + ${points}`, updatedAt: new Date() },
      });
  }
}
