import {
  type AvailableLoyaltyPoints,
  centsToEuros,
  type EventPoint,
  LOYALTY_EVENT_KINDS,
  type LoyaltyEventInfo,
  type LoyaltyEventKind,
  type LoyaltyTransactionKind,
  type NextMilestone,
  nextMilestone,
  type PointHistory,
  type PointHistoryQuery,
  type PointRanges,
  pointsValueCents,
} from '@shop/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyAccounts, loyaltyTransactions } from '../../db/schema/loyalty.ts';
import { type LoyaltySettings, shopYear } from './settings.ts';

/** Events credited once per customer ever; Birthday is once a year, the rest each time. */
const ONCE: readonly LoyaltyEventKind[] = [
  'Register',
  'EnterBirthday',
  'EnterGender',
  'Newsletter',
  'AcceptReferAFriend',
];

const ORDER_SOURCE = /^order:([^:]+)/;

/** What customers read of their points: balances, the next redemption step, event amounts, the ledger. */
export class LoyaltyReads {
  constructor(
    private readonly db: Db,
    private readonly settings: LoyaltySettings,
  ) {}

  /** Points an event credits (0: the event credits none). */
  eventPoints(kind: LoyaltyEventKind): number {
    return this.settings.eventPoints[kind];
  }

  eventPointList(kinds: readonly LoyaltyEventKind[]): EventPoint[] {
    return [...new Set(kinds)].map((eventTypeCode) => ({
      eventTypeCode,
      points: this.eventPoints(eventTypeCode),
    }));
  }

  async available(customerId: number): Promise<AvailableLoyaltyPoints> {
    const [row] = await this.db
      .select({ approved: loyaltyAccounts.pointsBalance, pending: loyaltyAccounts.pendingPoints })
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.customerId, customerId));
    const approved = row?.approved ?? 0;
    return {
      apts: approved,
      ppts: row?.pending ?? 0,
      amt: centsToEuros(pointsValueCents(approved, this.settings.redeemPointsPerEuro)),
    };
  }

  pointRanges(): PointRanges {
    const rate = this.settings.redeemPointsPerEuro;
    return {
      rate,
      maxPct: this.settings.redeemMaxPercent,
      items: this.settings.pointRanges.map((pts) => ({
        pts,
        amt: centsToEuros(pointsValueCents(pts, rate)),
      })),
    };
  }

  /** The balance once an order that wins and redeems these points completes, and the next range above it. */
  async nextMilestone(customerId: number, winPoints: number, redeemPoints: number): Promise<NextMilestone> {
    const { apts } = await this.available(customerId);
    const pts = apts + winPoints - redeemPoints;
    const next = nextMilestone(pts, this.settings.pointRanges);
    const rate = this.settings.redeemPointsPerEuro;
    return {
      pts,
      next:
        next === null ? null : { pts: next.points, amt: centsToEuros(pointsValueCents(next.points, rate)) },
      missing: next?.missing ?? 0,
    };
  }

  /** Each event, its points, and what the customer earned from it (Birthday: whether this year's came). */
  async eventInfo(customerId: number, now = new Date()): Promise<LoyaltyEventInfo> {
    const rows = await this.db
      .select({
        kind: loyaltyTransactions.kind,
        earned: sql<number>`coalesce(sum(${loyaltyTransactions.approvedPoints}), 0)::int`,
        times: count(),
        thisYear: sql<number>`count(*) filter (where ${loyaltyTransactions.source} like ${`birthday:%:${shopYear(now)}`})::int`,
      })
      .from(loyaltyTransactions)
      .where(
        and(
          eq(loyaltyTransactions.customerId, customerId),
          inArray(loyaltyTransactions.kind, [...LOYALTY_EVENT_KINDS]),
        ),
      )
      .groupBy(loyaltyTransactions.kind);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    return {
      items: LOYALTY_EVENT_KINDS.map((eventTypeCode) => {
        const row = byKind.get(eventTypeCode);
        const once = ONCE.includes(eventTypeCode) || eventTypeCode === 'Birthday';
        const done = eventTypeCode === 'Birthday' ? (row?.thisYear ?? 0) > 0 : once && (row?.times ?? 0) > 0;
        return {
          eventTypeCode,
          points: this.eventPoints(eventTypeCode),
          once,
          done,
          earned: row?.earned ?? 0,
        };
      }),
    };
  }

  /** The customer's ledger, newest first, a page at a time. */
  async history(customerId: number, { page, size }: PointHistoryQuery): Promise<PointHistory> {
    const mine = eq(loyaltyTransactions.customerId, customerId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(loyaltyTransactions)
        .where(mine)
        .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ total: count() }).from(loyaltyTransactions).where(mine),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind as LoyaltyTransactionKind,
        apts: row.approvedPoints,
        ppts: row.pendingPoints,
        ocd: ORDER_SOURCE.exec(row.source)?.[1] ?? null,
        dt: row.createdAt.toISOString(),
      })),
      total: total?.total ?? 0,
      page,
      size,
    };
  }
}
