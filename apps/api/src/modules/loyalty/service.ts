import { type LoyaltyTransactionKind, loyaltyPointsEarned } from '@shop/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyAccounts, loyaltyTransactions } from '../../db/schema/loyalty.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog/service.ts';

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
}

const orderSource = (code: string) => `order:${code}`;

/**
 * Customers' loyalty points and tiers, and the points a purchase earns. Every change of a
 * balance is a ledger row written with it in one transaction (decision 009): an order's points
 * are pending when it is placed, approved when it completes, and reverted when it is cancelled
 * or returned; redeemed points are taken at placement and given back on cancellation.
 */
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

  /** The order completed: its pending points become approved. Once per order. */
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
    if (points === 0) return;
    await this.record(
      { customerId: order.customerId, kind: 'Revert', source: `${source}:returned`, approvedPoints: -points },
      tx,
    );
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
