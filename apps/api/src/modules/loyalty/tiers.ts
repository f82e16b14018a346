import {
  type BookAppointmentCheck,
  type CalculateTiersResult,
  centsToEuros,
  LOYALTY_TIERS,
  TIER_CODES,
  type Tier,
  type TierCode,
  type TierProfile,
  tierFor,
  tierId,
} from '@shop/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyAccounts, loyaltyPurchases, loyaltyTransactions } from '../../db/schema/loyalty.ts';
import type { IssueCoupon } from './service.ts';
import { type LoyaltySettings, windowStart } from './settings.ts';

/**
 * Points that count towards a tier: what was earned, less what was taken back. A redemption
 * spends points and a cancellation's `Revert` only gives spent points back, so neither moves a
 * tier; a return's or an edit's negative `Revert` takes earned points back and does.
 */
const earnedPoints = sql<number>`coalesce(sum(${loyaltyTransactions.approvedPoints}) filter (where ${loyaltyTransactions.kind} <> 'Redeem' and not (${loyaltyTransactions.kind} = 'Revert' and ${loyaltyTransactions.approvedPoints} > 0)), 0)::int`;

/** A tier's place, lowest first; -1 for none. */
const tierRank = (code: string | null) => TIER_CODES.indexOf(code as TierCode);

const purchasedCents = sql<number>`coalesce(sum(${loyaltyPurchases.amountCents}), 0)::int`;

/**
 * Customers' tiers (slv, prm, gld): the highest whose threshold the customer's value on the
 * configured basis (points earned, or what completed orders paid) over the window reaches. The
 * result is `loyalty_accounts.tier_code`, the group tier-limited promotions are priced for.
 */
export class LoyaltyTiers {
  constructor(
    private readonly db: Db,
    private readonly settings: LoyaltySettings,
    private readonly issueCoupon: IssueCoupon,
  ) {}

  private get basisInCents(): boolean {
    return this.settings.tiers.basis === 'TotalPurchases';
  }

  /** The thresholds in the unit values are counted in (points, or cents of purchases). */
  private get thresholds(): number[] {
    const scale = this.basisInCents ? 100 : 1;
    return this.settings.tiers.thresholds.map((from) => from * scale);
  }

  /** The customer's value on the basis over the window ending at `now` (points or cents). */
  async valueOf(db: Db, customerId: number, now = new Date()): Promise<number> {
    const since = windowStart(now, this.settings.tiers.months);
    if (this.basisInCents) {
      const [row] = await db
        .select({ value: purchasedCents })
        .from(loyaltyPurchases)
        .where(and(eq(loyaltyPurchases.customerId, customerId), gte(loyaltyPurchases.createdAt, since)));
      return row?.value ?? 0;
    }
    const [row] = await db
      .select({ value: earnedPoints })
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.customerId, customerId), gte(loyaltyTransactions.createdAt, since)));
    return row?.value ?? 0;
  }

  /** Recalculates one customer's tier in `tx` (an order's completion, a credited event); answers it. */
  async recalculate(tx: Db, customerId: number, now = new Date()): Promise<TierCode | null> {
    const tier = tierFor(await this.valueOf(tx, customerId, now), this.thresholds);
    const [previous] = await tx
      .select({ tierCode: loyaltyAccounts.tierCode })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.customerId, customerId));
    await tx
      .insert(loyaltyAccounts)
      .values({ customerId, tierCode: tier })
      .onConflictDoUpdate({ target: loyaltyAccounts.customerId, set: { tierCode: tier } });
    await this.rewardRise(tx, customerId, previous?.tierCode ?? null, tier);
    return tier;
  }

  /**
   * The coupon of a tier the customer reached, once per customer and tier ever (the source
   * `tier:<id>:<code>`): a tier lost and reached again gives nothing more.
   */
  private async rewardRise(tx: Db, customerId: number, from: string | null, to: TierCode | null) {
    if (to === null || tierRank(to) <= tierRank(from)) return;
    const percent = this.settings.coupons.tiers.percents[tierRank(to)] ?? 0;
    if (percent <= 0) return;
    await this.issueCoupon(tx, {
      customerId,
      percent,
      reason: 'Tier',
      source: `tier:${customerId}:${to}`,
      validDays: this.settings.coupons.tiers.validDays,
    });
  }

  /**
   * Recalculates every account's tier (the job, or staff): values leave the window as time
   * passes, so a tier may fall without any new event. One read of all values, then one update
   * per tier that changed hands.
   */
  async recalculateAll(now = new Date()): Promise<CalculateTiersResult> {
    const since = windowStart(now, this.settings.tiers.months);
    const values = this.basisInCents
      ? this.db
          .select({ customerId: loyaltyPurchases.customerId, value: purchasedCents.as('value') })
          .from(loyaltyPurchases)
          .where(gte(loyaltyPurchases.createdAt, since))
          .groupBy(loyaltyPurchases.customerId)
          .as('v')
      : this.db
          .select({ customerId: loyaltyTransactions.customerId, value: earnedPoints.as('value') })
          .from(loyaltyTransactions)
          .where(gte(loyaltyTransactions.createdAt, since))
          .groupBy(loyaltyTransactions.customerId)
          .as('v');
    const rows = await this.db
      .select({
        customerId: loyaltyAccounts.customerId,
        tierCode: loyaltyAccounts.tierCode,
        value: sql<number>`coalesce(${values.value}, 0)::int`,
      })
      .from(loyaltyAccounts)
      .leftJoin(values, eq(values.customerId, loyaltyAccounts.customerId));
    const moves = new Map<TierCode | null, number[]>();
    for (const row of rows) {
      const tier = tierFor(row.value, this.thresholds);
      if (tier === row.tierCode) continue;
      moves.set(tier, [...(moves.get(tier) ?? []), row.customerId]);
      // The coupon first: a crash before the tier's update finds the rise again, and the coupon's
      // source keeps it single.
      await this.db.transaction((tx) => this.rewardRise(tx, row.customerId, row.tierCode, tier));
    }
    let changed = 0;
    for (const [tier, ids] of moves) {
      for (let start = 0; start < ids.length; start += 1000) {
        const chunk = ids.slice(start, start + 1000);
        await this.db
          .update(loyaltyAccounts)
          .set({ tierCode: tier })
          .where(inArray(loyaltyAccounts.customerId, chunk));
        changed += chunk.length;
      }
    }
    return { customers: rows.length, changed };
  }

  /** The tiers, lowest first, their thresholds in the basis' unit (points or euros). */
  list(): Tier[] {
    return TIER_CODES.map((code, index) => ({
      id: tierId(code),
      code,
      nm: LOYALTY_TIERS[code],
      from: this.settings.tiers.thresholds[index] ?? 0,
    }));
  }

  byId(id: number): Tier | undefined {
    return this.list().find((tier) => tier.id === id);
  }

  /** The customer's tier (as last calculated), value on the basis and the way to the next tier. */
  async profile(customerId: number, now = new Date()): Promise<TierProfile> {
    const [value, stored] = await Promise.all([
      this.valueOf(this.db, customerId, now),
      this.storedTier(customerId),
    ]);
    // An account the job has not reached yet shows the tier its value gives.
    const mine = stored === undefined ? tierFor(value, this.thresholds) : stored;
    const nextIndex = mine === null ? 0 : TIER_CODES.indexOf(mine) + 1;
    const nextCode = TIER_CODES[nextIndex];
    const nextFrom = this.thresholds[nextIndex];
    const shown = (amount: number) => (this.basisInCents ? centsToEuros(amount) : amount);
    return {
      tiers: this.list(),
      myTier: mine === null ? null : { id: tierId(mine), code: mine },
      basis: this.settings.tiers.basis,
      months: this.settings.tiers.months,
      value: shown(value),
      next:
        nextCode === undefined || nextFrom === undefined
          ? null
          : { id: tierId(nextCode), code: nextCode, missing: shown(Math.max(nextFrom - value, 0)) },
    };
  }

  /** Whether the customer's tier may book a consultation with the pharmacist. */
  async bookAppointment(customerId: number): Promise<BookAppointmentCheck> {
    const { myTier } = await this.profile(customerId);
    const tiers = [...this.settings.tiers.appointmentTiers];
    return { allowed: myTier !== null && tiers.includes(myTier.code), myTier: myTier?.code ?? null, tiers };
  }

  /** The stored tier: undefined when the account has none recorded yet. */
  private async storedTier(customerId: number): Promise<TierCode | null | undefined> {
    const [row] = await this.db
      .select({ tierCode: loyaltyAccounts.tierCode })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.customerId, customerId));
    const code = row?.tierCode;
    return code === null || code === undefined ? undefined : (code as TierCode);
  }
}
