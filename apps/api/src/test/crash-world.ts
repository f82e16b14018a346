/**
 * The database world of the crash-safety test (`crash-safety.test.ts`): three plain products the
 * orders buy and a fourth the payment test buys, a coupon with a usage limit, a gift card, and a
 * signed-up customer with points to redeem; and the expiry of the card orders left unpaid.
 */
import { OrderStatus, ProductType } from '@shop/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { productDimensions, products } from '../db/schema/index.ts';
import { type CheckoutWorld, checkoutWorld } from '../modules/checkout/test-fixtures.ts';
import { signedUpCustomer } from '../modules/customers/test-fixtures.ts';
import { insertGiftCard, insertTenPercentCoupon } from '../modules/promotions/test-fixtures.ts';
import type { TestApp } from './index.ts';
import { databaseUrl } from './test-database.ts';

export const STOCK = 70;
/** Three plain products (24 % VAT, no sizes, no promotions) at these prices, and a fourth the payment test buys. */
const PRICES = [1500, 950, 2200, 1200];
export const PAYMENT_STOCK = 100;
export const COUPON = 'CRASH10';
const COUPON_LIMIT = 20;
export const GIFT_CARD = 'CRASHGIFT';
export const GIFT_CARD_CENTS = 40_000;
const CUSTOMER_POINTS = 3000;

export interface CrashWorld {
  checkout: CheckoutWorld;
  /** The three plain products the orders buy, `STOCK` of each. */
  productIds: number[];
  /** The fourth, `PAYMENT_STOCK` of it, which the payment test buys. */
  paymentProductId: number;
  /** The access token of the customer who has points to redeem. */
  customerToken: string;
  /** The URL of the test app's database, for the API process. */
  databaseUrl: string;
}

/** Writes the world into the test app's database (on PostgreSQL: `TEST_DATABASE_URL`). */
export async function crashWorld(t: TestApp): Promise<CrashWorld> {
  const db = t.database.db;
  const checkout = await checkoutWorld(t, STOCK);
  const others = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.productType, ProductType.Product),
        ne(products.id, checkout.productId),
        sql`not exists (select 1 from ${productDimensions} d where d.product_id = ${products.id})`,
      ),
    )
    .orderBy(products.id)
    .limit(3);
  const plain = [checkout.productId, ...others.map((row) => row.id)];
  if (plain.length !== 4) throw new Error('four plain products needed');
  const productIds = plain.slice(0, 3);
  const paymentProductId = plain[3] ?? 0;
  for (const [index, id] of plain.entries()) {
    await db
      .update(products)
      .set({
        priceCents: PRICES[index] ?? 1000,
        listPriceCents: null,
        discountPercent: 0,
        manufacturerId: null,
        isPublished: true,
        taxClass: 0,
      })
      .where(eq(products.id, id));
    await t.services.inventory.setStock(id, null, id === paymentProductId ? PAYMENT_STOCK : STOCK);
  }
  await insertTenPercentCoupon(t, COUPON, COUPON_LIMIT);
  await insertGiftCard(t, GIFT_CARD, GIFT_CARD_CENTS);
  const customer = await signedUpCustomer(t);
  await t.services.loyalty.record({
    customerId: customer.id,
    kind: 'Custom',
    source: `test:crash:${customer.id}`,
    approvedPoints: CUSTOMER_POINTS,
  });
  const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!current || !adminUrl) throw new Error('no database name');
  return {
    checkout,
    productIds,
    paymentProductId,
    customerToken: customer.at,
    databaseUrl: databaseUrl(adminUrl, current.name),
  };
}

/**
 * Pending orders whose Idempotency-Key is `LIKE keyPattern` run out of time (as if 30 minutes had
 * passed); the API's sweep cancels them.
 */
export async function expirePendingOrders(db: Db, keyPattern: string): Promise<void> {
  await db.execute(
    sql`update orders set expires_at = now() - interval '1 minute'
        where status = ${OrderStatus.Pending} and idempotency_key like ${keyPattern}`,
  );
}

/** Pending orders whose time is up and which the sweep has not cancelled yet. */
export async function dueOrders(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders where status = ${OrderStatus.Pending} and expires_at <= now()`,
  );
  return row?.count ?? 0;
}
