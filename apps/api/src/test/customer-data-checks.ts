/**
 * How the cross-customer matrix (`cross-customer.test.ts`) tells that a foreign call reached A's
 * data: A's personal data in the answer, or any of A's objects read differently afterwards.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { customers, impersonationGrants, paymentAttempts } from '../db/schema/index.ts';
import { A_MOBILE, type CustomerWorld } from './customer-world.ts';

/** A's data found in an answer; what the caller sent itself is not a leak. */
export function leaksIn({ A, emailA }: CustomerWorld, text: string, sent: string): string[] {
  const codes = [A.order.code, A.alpha.code, A.winbank.code, A.cash.code];
  const markers = [emailA, 'Αλκμήν', 'Ζαχαριάδ', A_MOBILE, ...codes].filter(Boolean);
  return markers.filter((marker) => text.includes(marker) && !sent.includes(marker));
}

/** Everything of A's that a foreign call could change, read through the owners' services. */
export async function stateOfA({ t, a, A, checkout }: CustomerWorld) {
  const { services } = t;
  const db = t.database.db;
  const orderIds = [A.orderId, A.alpha.id, A.winbank.id, A.cash.id];
  const [grants] = await db
    .select({ n: count() })
    .from(impersonationGrants)
    .where(eq(impersonationGrants.customerId, a.id));
  const [account] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, a.id));
  return {
    account,
    profile: await services.customers.profile(a.id),
    addresses: await services.addresses.list(a.id, 'el'),
    wishlists: await services.wishlists.list(a.id, 'el'),
    cart: await services.cart.get(a.id, 'el'),
    orders: await services.orders.reads.summaries(a.id),
    history: await Promise.all(orderIds.map((id) => services.orders.reads.statusChanges(id))),
    attempts: await db
      .select({ id: paymentAttempts.id, status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderId, orderIds))
      .orderBy(paymentAttempts.id),
    points: await services.loyalty.account(a.id),
    review: await services.reviews.ofCustomer(a.id, checkout.productId, 'el'),
    grants: grants?.n,
  };
}
