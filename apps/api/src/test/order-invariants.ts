/**
 * The invariants the database of the crash-safety test (`crash-safety.test.ts`) must keep whatever
 * was killed when, read with SQL once the API has stopped; and the figures the test reports.
 */
import { OrderStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { COUPON, type CrashWorld, GIFT_CARD, PAYMENT_STOCK, STOCK } from './crash-world.ts';

/** The redemption rate of the default configuration: 100 points make a euro, a point a cent. */
const REDEEM_POINTS_PER_EURO = 100;

/** Every invariant the database must keep whatever was killed when; answers the violations found. */
export async function violations(
  db: Db,
  world: Pick<CrashWorld, 'productIds' | 'paymentProductId'>,
): Promise<string[]> {
  const found: string[] = [];
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  const report = (what: string, list: unknown[]) => {
    if (list.length > 0)
      found.push(
        `${what}: ${JSON.stringify(list.slice(0, 5))}${list.length > 5 ? ` (+${list.length - 5})` : ''}`,
      );
  };

  // No partial order.
  report(
    'order without lines',
    await rows(
      sql`select code from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
    ),
  );
  report(
    'order without its first status (Pending)',
    await rows(sql`select code from orders o where not exists (
    select 1 from order_status_changes c
    where c.order_id = o.id and c.from_status is null and c.to_status = ${OrderStatus.Pending})`),
  );
  report(
    'order whose status is not its last status change',
    await rows(sql`select code, status from orders o where o.status is distinct from (
    select c.to_status from order_status_changes c where c.order_id = o.id order by c.id desc limit 1)`),
  );
  report(
    'line whose amount is not price × quantity − discount',
    await rows(sql`select o.code, l.position from order_lines l join orders o on o.id = l.order_id
    where not l.auto_inserted and l.amount_cents <> l.unit_price_cents * l.quantity - l.discount_cents`),
  );
  report(
    'order whose totals are not its lines’',
    await rows(sql`select o.code, o.goods_cents, o.discount_cents, o.total_cents, o.net_cents, o.vat_cents,
      l.gross, l.discount, o.points_used, g.gift
    from orders o
    join (select order_id, sum(unit_price_cents * quantity) filter (where not auto_inserted) as gross,
            sum(discount_cents) as discount
          from order_lines group by order_id) l on l.order_id = o.id
    cross join lateral (select coalesce(sum((card->>'amountCents')::int), 0) as gift
          from jsonb_array_elements(o.gift_cards) card) g
    where o.goods_cents <> l.gross
      or o.discount_cents <> l.discount + (o.points_used * 100 / ${REDEEM_POINTS_PER_EURO}) + g.gift
      or o.total_cents <> o.goods_cents - o.discount_cents + o.shipping_cents + o.payment_fee_cents
      or o.net_cents + o.vat_cents <> o.total_cents + g.gift
      or o.total_cents < 0`),
  );

  // Stock: what the live orders hold, nothing more (a cancelled order gave its stock back).
  report(
    'stock that is not the initial stock less the live orders’ quantities',
    await rows(sql`select p.id, p.stock, s.initial - coalesce(sum(l.quantity), 0)::int as expected
    from products p
    join (values ${sql.join(
      [
        ...world.productIds.map((id) => sql`(${id}::int, ${STOCK}::int)`),
        sql`(${world.paymentProductId}::int, ${PAYMENT_STOCK}::int)`,
      ],
      sql`, `,
    )}) as s(id, initial) on s.id = p.id
    left join order_lines l on l.product_id = p.id
      and exists (select 1 from orders o where o.id = l.order_id and o.status <> ${OrderStatus.Cancelled})
    group by p.id, p.stock, s.initial
    having p.stock <> s.initial - coalesce(sum(l.quantity), 0)::int or p.stock < 0`),
  );

  // Coupon uses: each of a live order, at most one per order, as many as the orders it discounted.
  report(
    'coupon use without a live order',
    await rows(sql`select r.id, r.order_code from coupon_redemptions r
    where not exists (select 1 from orders o where o.code = r.order_code and o.status <> ${OrderStatus.Cancelled})`),
  );
  report(
    'order with two uses of a coupon',
    await rows(
      sql`select order_code, coupon_id from coupon_redemptions group by order_code, coupon_id having count(*) > 1`,
    ),
  );
  report(
    'coupon uses that are not the live orders it discounted, or over its limit',
    await rows(sql`select c.code, c.max_redemptions,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as uses,
      (select count(*)::int from orders o where o.status <> ${OrderStatus.Cancelled}
        and exists (select 1 from order_lines l where l.order_id = o.id and l.discount_cents > 0)) as discounted
    from coupons c where c.code = ${COUPON}
    and ((select count(*) from coupon_redemptions r where r.coupon_id = c.id) <> (select count(*) from orders o
          where o.status <> ${OrderStatus.Cancelled}
          and exists (select 1 from order_lines l where l.order_id = o.id and l.discount_cents > 0))
      or (select count(*) from coupon_redemptions r where r.coupon_id = c.id) > c.max_redemptions)`),
  );

  // The gift card: its balance is what the live orders did not take.
  report(
    'gift card whose balance is not its initial amount less the live orders’ amounts',
    await rows(sql`select g.code, g.balance_cents, g.initial_cents - coalesce(sum((card->>'amountCents')::int), 0)::int as expected
    from gift_cards g
    left join orders o on o.status <> ${OrderStatus.Cancelled}
    left join lateral jsonb_array_elements(o.gift_cards) card on (card->>'id')::int = g.id
    group by g.id
    having g.balance_cents <> g.initial_cents - coalesce(sum((card->>'amountCents')::int), 0)::int
      or g.balance_cents < 0`),
  );

  // Points: every order row of the ledger has its order; each balance is its ledger's sum.
  report(
    'loyalty ledger row of an order that does not exist',
    await rows(sql`select t.kind, t.source from loyalty_transactions t where t.source like 'order:%'
    and not exists (select 1 from orders o where t.source in ('order:' || o.code, 'order:' || o.code || ':returned'))`),
  );
  report(
    'order whose redeemed or earned points are not in the ledger once',
    await rows(sql`select o.code, o.points_used, o.points_earned from orders o where o.customer_id is not null and (
      (o.points_used > 0) <> exists (select 1 from loyalty_transactions t
        where t.kind = 'Redeem' and t.source = 'order:' || o.code and t.approved_points = -o.points_used)
      or (o.points_earned > 0) <> exists (select 1 from loyalty_transactions t
        where t.kind = 'PendingOrderProduct' and t.source = 'order:' || o.code and t.pending_points = o.points_earned)
      or (o.status = ${OrderStatus.Cancelled} and (o.points_used > 0 or o.points_earned > 0)) <> exists (
        select 1 from loyalty_transactions t where t.kind = 'Revert' and t.source = 'order:' || o.code))`),
  );
  report(
    'points balance that is not the sum of its ledger',
    await rows(sql`select a.customer_id, a.points_balance, a.pending_points, l.approved, l.pending
    from loyalty_accounts a
    left join (select customer_id, sum(approved_points)::int as approved, sum(pending_points)::int as pending
      from loyalty_transactions group by customer_id) l on l.customer_id = a.customer_id
    where a.points_balance <> coalesce(l.approved, 0) or a.pending_points <> coalesce(l.pending, 0)
      or a.points_balance < 0`),
  );

  // Keys: every claim ended with its order or was given back.
  report(
    'claimed key without an order (left by a killed request and never taken over)',
    await rows(sql`select key from order_placements where order_id is null`),
  );
  report(
    'key whose claim and order disagree',
    await rows(sql`select p.key from order_placements p
    where not exists (select 1 from orders o where o.id = p.order_id and o.idempotency_key = p.key)`),
  );

  // Payments: paid at most once, and a paid order by exactly one paid attempt and verdict.
  report(
    'order moved to Processing more than once',
    await rows(sql`select order_id from order_status_changes where to_status = ${OrderStatus.Processing}
    group by order_id having count(*) > 1`),
  );
  report(
    'order with more than one paid attempt',
    await rows(
      sql`select order_id from payment_attempts where status = 'paid' group by order_id having count(*) > 1`,
    ),
  );
  report(
    'paid order without its one paid attempt and verdict',
    await rows(sql`select o.code from orders o where o.paid_at is not null and (
      1 <> (select count(*) from payment_attempts a where a.order_id = o.id and a.status = 'paid'
        and a.transaction_id = o.payment_transaction_id)
      or 1 <> (select count(*) from payment_notifications n where n.order_id = o.id and n.outcome = 'paid'
        and n.transaction_id = o.payment_transaction_id))`),
  );
  report(
    'payment verdict "paid" neither applied to its order nor flagged for a refund',
    await rows(sql`select n.transaction_id, n.order_id from payment_notifications n where n.outcome = 'paid'
    and not exists (select 1 from orders o where o.id = n.order_id and o.payment_transaction_id = n.transaction_id)`),
  );
  report(
    'paid attempt whose order was not paid by it',
    await rows(sql`select a.id, a.order_id from payment_attempts a where a.status = 'paid'
    and not exists (select 1 from orders o where o.id = a.order_id and o.payment_transaction_id = a.transaction_id)`),
  );
  return found;
}

interface OrderCounts {
  orders: number;
  cancelled: number;
  paid: number;
  keys: number;
  couponUses: number;
  giftCardCents: number;
  pointsOrders: number;
}

/** The orders, how many were cancelled and paid, their keys, and what the coupon, gift card and points gave. */
export async function orderCounts(db: Db): Promise<OrderCounts | undefined> {
  const [counts] = await queryRows<OrderCounts>(
    db,
    sql`select count(*)::int as orders,
        count(*) filter (where status = ${OrderStatus.Cancelled})::int as cancelled,
        count(*) filter (where paid_at is not null)::int as paid,
        count(distinct idempotency_key)::int as keys,
        (select count(*)::int from coupon_redemptions) as "couponUses",
        (select balance_cents from gift_cards where code = ${GIFT_CARD}) as "giftCardCents",
        count(*) filter (where points_used > 0 and status <> ${OrderStatus.Cancelled})::int as "pointsOrders"
      from orders`,
  );
  return counts;
}

/** How far an order's payment got: its status, verdicts, paid attempts and moves to Processing. */
export async function paymentState(db: Db, orderId: number) {
  const [state] = await queryRows<{
    status: number;
    verdicts: number;
    paid: number;
    processing: number;
  }>(
    db,
    sql`select o.status,
      (select count(*)::int from payment_notifications n where n.order_id = o.id) as verdicts,
      (select count(*)::int from payment_attempts a where a.order_id = o.id and a.status = 'paid') as paid,
      (select count(*)::int from order_status_changes c where c.order_id = o.id
        and c.to_status = ${OrderStatus.Processing}) as processing
    from orders o where o.id = ${orderId}`,
  );
  return state;
}
