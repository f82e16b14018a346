import type { LoyaltyEventKind, LoyaltyTransactionKind } from '@shop/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyAccounts, loyaltyPurchases, loyaltyTransactions } from '../../db/schema/loyalty.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerCouponIssue } from '../promotions/index.ts';
import { LoyaltyExpiry } from './expiry.ts';
import { LoyaltyReads } from './reads.ts';
import type { LoyaltySettings } from './settings.ts';
import { LoyaltyTiers } from './tiers.ts';

export interface LoyaltyAccount {
  /** Approved points, the ones a customer can redeem. */
  pointsBalance: number;
  /** Points of orders placed and not yet completed. */
  pendingPoints: number;
  /** Tier code (slv, prm, gld): the customer group promotion policies are limited to. */
  tierCode: string | null;
}

/** One ledger row to write: the event that caused it and what it changes. */
export interface LedgerEntry {
  customerId: number;
  kind: LoyaltyTransactionKind;
  source: string;
  approvedPoints?: number;
  pendingPoints?: number;
}

/** What the ledger knows of an order: the order's code names its rows. */
export interface PointsOrder {
  customerId: number | null;
  code: string;
  pointsEarned: number;
  pointsUsed: number;
  /** What the shopper pays, cents: on completion it counts towards a TotalPurchases tier. */
  totalCents?: number;
}

const orderSource = (code: string) => `order:${code}`;

/** Issues a personal coupon once per source in `tx`: promotions' `issueCustomerCoupon`. */
export type IssueCoupon = (tx: Db, issue: CustomerCouponIssue) => Promise<string>;

/**
 * Customers' loyalty points and tiers, and the points a purchase earns. Every change of a
 * balance is a ledger row written with it in one transaction (decision 009): an order's points
 * are pending when it is placed, approved when it completes, and reverted when it is cancelled
 * or returned; redeemed points are taken at placement and given back on cancellation.
 */
export class LoyaltyService {
  readonly tiers: LoyaltyTiers;
  readonly reads: LoyaltyReads;
  readonly expiry: LoyaltyExpiry;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly settings: LoyaltySettings,
    private readonly issueCoupon: IssueCoupon,
  ) {
    this.tiers = new LoyaltyTiers(db, settings, issueCoupon);
    this.reads = new LoyaltyReads(db, settings);
    this.expiry = new LoyaltyExpiry(db, settings.expiryMonths, (entry, tx) => this.record(entry, tx));
  }

  private get pointsPerEuro(): number {
    return this.settings.pointsPerEuro;
  }

  /** Points an event credits (configured; 0 credits none), e.g. for the referral's rewards. */
  eventPoints(kind: LoyaltyEventKind): number {
    return this.reads.eventPoints(kind);
  }

  /**
   * Credits an event's configured points once per (kind, source), and moves the customer's tier
   * with them, in `tx` (or a transaction of its own). False when it was credited before or the
   * event credits nothing.
   */
  async creditEvent(customerId: number, kind: LoyaltyEventKind, source: string, tx?: Db): Promise<boolean> {
    const points = this.eventPoints(kind);
    if (points <= 0) return false;
    if (!tx) return this.db.transaction((own) => this.creditEvent(customerId, kind, source, own));
    const credited = await this.record({ customerId, kind, source, approvedPoints: points }, tx);
    if (credited) await this.tiers.recalculate(tx, customerId);
    return credited;
  }

  /**
   * A birthday in `year`: its points and, when configured, its coupon, in one transaction, each
   * once (the source `birthday:<id>:<year>`). True when the points were credited by this call.
   */
  creditBirthday(customerId: number, year: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const source = `birthday:${customerId}:${year}`;
      const credited = await this.creditEvent(customerId, 'Birthday', source, tx);
      const { percent, validDays } = this.settings.coupons.birthday;
      if (percent > 0)
        await this.issueCoupon(tx, { customerId, percent, reason: 'Birthday', source, validDays });
      return credited;
    });
  }

  /**
   * Points a purchase of the product (or one size of it) earns at the price the cart charges
   * for it, by the same rule as the cart totals; undefined when it is not sold.
   */
  async productPoints(productId: number, dimensionId: number | null): Promise<number | undefined> {
    return (await this.catalog.unitOffer(productId, dimensionId, this.pointsPerEuro))?.earnedPoints;
  }

  /** The customer's balances and tier; undefined for a customer who never had an account. */
  async account(customerId: number): Promise<LoyaltyAccount | undefined> {
    const [row] = await this.db
      .select({
        pointsBalance: loyaltyAccounts.pointsBalance,
        pendingPoints: loyaltyAccounts.pendingPoints,
        tierCode: loyaltyAccounts.tierCode,
      })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.customerId, customerId));
    return row;
  }

  /**
   * Writes one ledger row and moves the balances by it, in `tx` (or a transaction of its own).
   * False, and nothing changed, when the event was already recorded: (kind, source) is unique,
   * and the insert's `on conflict do nothing` is the check, so concurrent credits of one event
   * cannot both count.
   */
  async record(entry: LedgerEntry, tx?: Db): Promise<boolean> {
    if (!tx) return this.db.transaction((own) => this.record(entry, own));
    const approved = entry.approvedPoints ?? 0;
    const pending = entry.pendingPoints ?? 0;
    const inserted = await tx
      .insert(loyaltyTransactions)
      .values({
        customerId: entry.customerId,
        kind: entry.kind,
        source: entry.source,
        approvedPoints: approved,
        pendingPoints: pending,
      })
      .onConflictDoNothing()
      .returning({ id: loyaltyTransactions.id });
    if (inserted.length === 0) return false;
    await tx
      .insert(loyaltyAccounts)
      .values({ customerId: entry.customerId, pointsBalance: approved, pendingPoints: pending })
      .onConflictDoUpdate({
        target: loyaltyAccounts.customerId,
        set: {
          pointsBalance: sql`${loyaltyAccounts.pointsBalance} + ${approved}`,
          pendingPoints: sql`${loyaltyAccounts.pendingPoints} + ${pending}`,
          updatedAt: new Date(),
        },
      });
    return true;
  }

  /**
   * A placed order's ledger rows, inside the order's transaction: the points it earns as
   * pending, and the points it redeems taken from the approved balance only while it suffices,
   * so two orders racing for the same points cannot both win (409).
   */
  async orderPlaced(tx: Db, order: PointsOrder): Promise<void> {
    const { customerId } = order;
    if (customerId === null) {
      if (order.pointsUsed > 0) throw new HttpError(409, 'loyalty_balance_changed');
      return;
    }
    const source = orderSource(order.code);
    if (order.pointsUsed > 0) {
      const taken = await tx
        .update(loyaltyAccounts)
        .set({
          pointsBalance: sql`${loyaltyAccounts.pointsBalance} - ${order.pointsUsed}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(loyaltyAccounts.customerId, customerId),
            gte(loyaltyAccounts.pointsBalance, order.pointsUsed),
          ),
        )
        .returning({ id: loyaltyAccounts.customerId });
      if (taken.length === 0) throw new HttpError(409, 'loyalty_balance_changed');
      await tx
        .insert(loyaltyTransactions)
        .values({ customerId, kind: 'Redeem', source, approvedPoints: -order.pointsUsed });
    }
    if (order.pointsEarned > 0) {
      await this.record(
        { customerId, kind: 'PendingOrderProduct', source, pendingPoints: order.pointsEarned },
        tx,
      );
    }
  }

  /**
   * The order completed: its pending points become approved, what it paid counts towards a
   * TotalPurchases tier, and the customer's tier is recalculated. Once per order.
   */
  async orderCompleted(tx: Db, order: PointsOrder): Promise<void> {
    if (order.customerId === null) return;
    const source = orderSource(order.code);
    const pending = await this.pendingOf(tx, source);
    await this.record(
      {
        customerId: order.customerId,
        kind: 'Credit',
        source,
        approvedPoints: pending,
        pendingPoints: -pending,
      },
      tx,
    );
    if (order.totalCents !== undefined && order.totalCents > 0) {
      await tx
        .insert(loyaltyPurchases)
        .values({ customerId: order.customerId, source, amountCents: order.totalCents })
        .onConflictDoNothing();
    }
    await this.tiers.recalculate(tx, order.customerId);
  }

  /** The order was cancelled: its redeemed points come back and its pending points lapse. Once per order. */
  async orderCancelled(tx: Db, order: PointsOrder): Promise<void> {
    if (order.customerId === null) return;
    const source = orderSource(order.code);
    const [redeemed] = await tx
      .select({ points: sql<number>`coalesce(sum(-${loyaltyTransactions.approvedPoints}), 0)::int` })
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.source, source), eq(loyaltyTransactions.kind, 'Redeem')));
    await this.record(
      {
        customerId: order.customerId,
        kind: 'Revert',
        source,
        approvedPoints: redeemed?.points ?? 0,
        pendingPoints: -(await this.pendingOf(tx, source)),
      },
      tx,
    );
  }

  /**
   * The order was returned or refunded: what it redeemed comes back as on cancellation, and the
   * points its completion approved are taken back, even below zero (they may have been spent
   * meanwhile; the customer earns them back before redeeming again). Once per order.
   */
  async orderReturned(tx: Db, order: PointsOrder): Promise<void> {
    if (order.customerId === null) return;
    await this.orderCancelled(tx, order);
    const source = orderSource(order.code);
    const [credited] = await tx
      .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.approvedPoints}), 0)::int` })
      .from(loyaltyTransactions)
      .where(and(eq(loyaltyTransactions.source, source), eq(loyaltyTransactions.kind, 'Credit')));
    const points = credited?.points ?? 0;
    if (points !== 0) {
      await this.record(
        {
          customerId: order.customerId,
          kind: 'Revert',
          source: `${source}:returned`,
          approvedPoints: -points,
        },
        tx,
      );
    }
    await this.takeBackPurchase(tx, order.customerId, source);
    await this.tiers.recalculate(tx, order.customerId);
  }

  /** A returned order no longer counts towards a TotalPurchases tier. Once per order. */
  private async takeBackPurchase(tx: Db, customerId: number, source: string): Promise<void> {
    const [purchase] = await tx
      .select({ amountCents: loyaltyPurchases.amountCents })
      .from(loyaltyPurchases)
      .where(eq(loyaltyPurchases.source, source));
    if (!purchase) return;
    await tx
      .insert(loyaltyPurchases)
      .values({ customerId, source: `${source}:returned`, amountCents: -purchase.amountCents })
      .onConflictDoNothing();
  }

  /** Pending points rows of `source` still hold. */
  private async pendingOf(tx: Db, source: string): Promise<number> {
    const [row] = await tx
      .select({ points: sql<number>`coalesce(sum(${loyaltyTransactions.pendingPoints}), 0)::int` })
      .from(loyaltyTransactions)
      .where(eq(loyaltyTransactions.source, source));
    return row?.points ?? 0;
  }
}
