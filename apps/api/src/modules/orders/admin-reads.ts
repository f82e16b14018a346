import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  centsToEuros,
  type Language,
  nextOrderStatuses,
  OrderStatus,
  type PaymentProviderCode,
  SHOP_TIME_ZONE,
  type ShippingKind,
} from '@shop/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusChanges, orders } from '../../db/schema/orders.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { localized } from '../../lib/localized.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { StaffService } from '../staff/index.ts';
import type { OrderReads } from './reads.ts';

/** Statuses in which an order waits for the shop to move it on. */
const WAITING_STATUSES: OrderStatus[] = [
  OrderStatus.Pending,
  OrderStatus.CheckingStock,
  OrderStatus.Processing,
  OrderStatus.Invoiced,
  OrderStatus.ReadyForPickup,
  OrderStatus.InDelivery,
  OrderStatus.NotDelivered,
];

const SORTS = {
  date: orders.placedAt,
  code: orders.code,
  total: orders.totalCents,
  status: orders.status,
} as const;

/** The start of an Athens calendar day (`YYYY-MM-DD`), plus `days`, as an instant. */
export const athensDayStart = (day: string, days = 0): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

function searchOf(q: string): SQL {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const conditions: SQL[] = [
    sql`${orders.code} ilike ${pattern}`,
    sql`${orders.email} ilike ${pattern}`,
    sql`(${orders.billing}->>'fnm') || ' ' || (${orders.billing}->>'lnm') ilike ${pattern}`,
  ];
  if (digits.length >= 3)
    conditions.push(sql`regexp_replace(${orders.billing}->>'mob', '\\D', '', 'g') like ${`%${digits}%`}`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The back office's reads of orders: every order, filtered, sorted and paged on the server, and
 * one order with what only staff see. The shopper's views stay in `OrderReads`.
 */
export class OrderAdminReads {
  constructor(
    private readonly db: Db,
    private readonly reads: OrderReads,
    private readonly owners: { staff: StaffService; checkoutOptions: CheckoutOptionsService },
  ) {}

  async list(query: AdminOrderQuery, language: Language): Promise<AdminOrderList> {
    const filters: SQL[] = [];
    if (query.st !== undefined) filters.push(eq(orders.status, query.st));
    if (query.from) filters.push(sql`${orders.placedAt} >= ${athensDayStart(query.from)}`);
    if (query.to) filters.push(sql`${orders.placedAt} < ${athensDayStart(query.to, 1)}`);
    if (query.pay) filters.push(eq(orders.paymentProvider, query.pay));
    if (query.ship) filters.push(eq(orders.shippingKind, query.ship));
    if (query.q) filters.push(searchOf(query.q));
    if (query.cid !== undefined) filters.push(eq(orders.customerId, query.cid));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(order(SORTS[query.sort]), order(orders.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        uid: row.uid,
        code: row.code,
        dt: row.placedAt.toISOString(),
        st: row.status,
        eml: row.email,
        nm: `${row.billing.fnm} ${row.billing.lnm}`.trim(),
        mob: row.billing.mob,
        amt: centsToEuros(row.totalCents),
        pay: row.paymentProvider as PaymentProviderCode,
        paynm: localized(language, row.paymentNameEl, row.paymentNameEn),
        ship: row.shippingKind as ShippingKind,
        shipnm: localized(language, row.shippingNameEl, row.shippingNameEn),
        cid: row.customerId,
      })),
      total: totals?.total ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  /**
   * Orders placed today (Athens), cancelled ones left out, and the revenue: the totals of those
   * whose money is in or due on delivery. An order still waiting for its card payment or bank
   * deposit (Pending, not cash on delivery) is not revenue until it is paid.
   */
  async today(): Promise<{ orders: number; revenue: number }> {
    const unpaid = sql`(${orders.status} = ${OrderStatus.Pending} and ${orders.paymentProvider} <> 'cash_on_delivery')`;
    const [row] = await this.db
      .select({
        orders: count(),
        cents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where not ${unpaid}), 0)`,
      })
      .from(orders)
      .where(
        and(
          sql`${orders.placedAt} >= (date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`,
          ne(orders.status, OrderStatus.Cancelled),
        ),
      );
    return { orders: row?.orders ?? 0, revenue: centsToEuros(Number(row?.cents ?? 0)) };
  }

  /** How many orders wait for the shop in each status before delivery. */
  async waiting(): Promise<{ st: number; cnt: number }[]> {
    const rows = await this.db
      .select({ st: orders.status, cnt: count() })
      .from(orders)
      .where(inArray(orders.status, WAITING_STATUSES))
      .groupBy(orders.status);
    const counts = new Map(rows.map((row) => [row.st, row.cnt]));
    return WAITING_STATUSES.map((st) => ({ st, cnt: counts.get(st) ?? 0 }));
  }

  /** One order by uid, whoever placed it: also the data of its packing slip and order sheet. */
  async detail(uid: string, language: Language): Promise<AdminOrderDetail | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.uid, uid));
    if (!row) return undefined;
    const [store, history] = await Promise.all([
      row.storeId === null ? null : this.owners.checkoutOptions.store(row.storeId, language),
      this.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, row.id))
        .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id)),
    ]);
    const details = await this.reads.details(row, language, { store: store ?? null, banks: [] });
    const emails = await this.owners.staff.emailsOf(
      history.flatMap((change) =>
        change.actorKind === 'staff' && change.actorId !== null ? [change.actorId] : [],
      ),
    );
    const shipped = history.filter((change) => change.toStatus === OrderStatus.InDelivery && change.note);
    return {
      ...details,
      id: row.id,
      cid: row.customerId,
      lang: row.language,
      paid: row.paidAt
        ? {
            at: row.paidAt.toISOString(),
            amt: row.paidCents === null ? null : centsToEuros(row.paidCents),
            txid: row.paymentTransactionId,
          }
        : null,
      cancelReason: row.cancelReason,
      gift: row.gift ?? null,
      history: history.map((change) => ({
        st: change.toStatus,
        from: change.fromStatus,
        dt: change.at.toISOString(),
        note: change.note,
        inote: change.internalNote,
        actor: change.actorKind,
        by:
          change.actorKind === 'staff' && change.actorId !== null
            ? (emails.get(change.actorId) ?? null)
            : null,
      })),
      next: nextOrderStatuses(row.status as OrderStatus, row.shippingKind as ShippingKind),
      trk: shipped.at(-1)?.note ?? null,
    };
  }
}
