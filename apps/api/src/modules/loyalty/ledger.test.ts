import { LOYALTY_TRANSACTION_KINDS, OrderStatus } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyTransactions } from '../../db/schema/index.ts';
import { createTestApp, insertPlainTestProduct, type TestApp } from '../../test/index.ts';
import { signedUpCustomer } from '../customers/test-fixtures.ts';
import { placeTestOrder } from '../orders/test-fixtures.ts';

let t: TestApp;
/** A plain product at 15.00 €: an order of one earns 15 points at 1 point per euro. */
let product: number;

beforeAll(async () => {
  t = await createTestApp({ env: { LOYALTY_POINTS_PER_EURO: '1', PRICING_RULES_CACHE_SECONDS: '0' } });
  product = await insertPlainTestProduct(t, { stock: 100 });
});
afterAll(() => t.close());

/** The customer's balances as the account holds them and as the ledger sums them. */
async function balances(customerId: number) {
  const account = await t.services.loyalty.account(customerId);
  const [ledger] = await t.database.db
    .select({
      approved: sql<number>`coalesce(sum(${loyaltyTransactions.approvedPoints}), 0)::int`,
      pending: sql<number>`coalesce(sum(${loyaltyTransactions.pendingPoints}), 0)::int`,
    })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.customerId, customerId));
  return {
    approved: account?.pointsBalance ?? 0,
    pending: account?.pendingPoints ?? 0,
    ledgerApproved: ledger?.approved ?? 0,
    ledgerPending: ledger?.pending ?? 0,
  };
}

const staff = { actor: { kind: 'staff' as const, id: null } };

/** A new customer holding `points` approved points, credited through the ledger. */
async function customerWithPoints(points: number) {
  const { id: customerId, eml } = await signedUpCustomer(t);
  await t.services.loyalty.record({
    customerId,
    kind: 'Custom',
    source: `test:${customerId}`,
    approvedPoints: points,
  });
  return { customerId, eml };
}

async function moveTo(orderId: number, ...statuses: OrderStatus[]) {
  for (const status of statuses) await t.services.orders.changeStatus(orderId, status, staff);
}

describe('an order’s points', () => {
  it('are pending when placed, approved when completed and taken back when returned', async () => {
    const { customerId, eml } = await customerWithPoints(500);
    const placed = await placeTestOrder(
      t,
      { lines: [{ pid: product, quantity: 2 }], r_lpnt: 200 },
      { customerId, email: eml },
    );
    // 30.00 € − 2.00 € of points = 28.00 € paid: 28 points pending; 200 redeemed.
    expect(await balances(customerId)).toEqual({
      approved: 300,
      pending: 28,
      ledgerApproved: 300,
      ledgerPending: 28,
    });

    await moveTo(placed.id, OrderStatus.Processing, OrderStatus.InDelivery, OrderStatus.Completed);
    expect(await balances(customerId)).toEqual({
      approved: 328,
      pending: 0,
      ledgerApproved: 328,
      ledgerPending: 0,
    });

    await moveTo(placed.id, OrderStatus.Returned);
    // The 28 earned go; the 200 redeemed come back.
    expect(await balances(customerId)).toEqual({
      approved: 500,
      pending: 0,
      ledgerApproved: 500,
      ledgerPending: 0,
    });
    await moveTo(placed.id, OrderStatus.Refund);
    expect((await balances(customerId)).approved).toBe(500);
  });

  it('lapse when the order is cancelled, and the redeemed points come back once', async () => {
    const { customerId, eml } = await customerWithPoints(100);
    const placed = await placeTestOrder(
      t,
      { lines: [{ pid: product, quantity: 1 }], r_lpnt: 100 },
      { customerId, email: eml },
    );
    expect(await balances(customerId)).toMatchObject({ approved: 0, pending: 14 });
    await Promise.all([
      t.services.orders.cancel(placed.id, {
        reason: 'customer',
        actor: { kind: 'customer', id: customerId },
      }),
      t.services.orders.cancel(placed.id, {
        reason: 'customer',
        actor: { kind: 'customer', id: customerId },
      }),
    ]);
    await moveTo(placed.id, OrderStatus.Refund);
    expect(await balances(customerId)).toEqual({
      approved: 100,
      pending: 0,
      ledgerApproved: 100,
      ledgerPending: 0,
    });
  });

  it('refuses to redeem points a concurrent order already took (409), changing nothing', async () => {
    const { customerId, eml } = await customerWithPoints(100);
    const request = { lines: [{ pid: product, quantity: 1 }], r_lpnt: 100 };
    const results = await Promise.allSettled([
      placeTestOrder(t, request, { customerId, email: eml }),
      placeTestOrder(t, request, { customerId, email: eml }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balances(customerId)).toEqual({
      approved: 0,
      pending: 14,
      ledgerApproved: 0,
      ledgerPending: 14,
    });
  });
});

describe('the ledger', () => {
  it('keeps each balance equal to the sum of its rows and credits no event twice, whatever the sequence', async () => {
    const { id: customerId } = await signedUpCustomer(t);
    const event = fc.record({
      kind: fc.constantFrom(...LOYALTY_TRANSACTION_KINDS),
      // Few sources, so that the sequences repeat events.
      source: fc.constantFrom('a', 'b', 'c'),
      approvedPoints: fc.integer({ min: -50, max: 200 }),
      pendingPoints: fc.integer({ min: -50, max: 200 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 12 }), async (events) => {
        run += 1;
        const before = await balances(customerId);
        const counted = new Map<string, { approved: number; pending: number }>();
        for (const entry of events) {
          const key = `${entry.kind}/${entry.source}`;
          const recorded = await t.services.loyalty.record({
            ...entry,
            customerId,
            source: `property:${customerId}:${run}:${entry.source}`,
          });
          expect(recorded).toBe(!counted.has(key));
          if (!counted.has(key))
            counted.set(key, { approved: entry.approvedPoints, pending: entry.pendingPoints });
        }
        const sum = (field: 'approved' | 'pending') =>
          [...counted.values()].reduce((total, entry) => total + entry[field], 0);
        const after = await balances(customerId);
        expect(after.approved).toBe(after.ledgerApproved);
        expect(after.pending).toBe(after.ledgerPending);
        expect(after.approved - before.approved).toBe(sum('approved'));
        expect(after.pending - before.pending).toBe(sum('pending'));
      }),
      { numRuns: 40 },
    );
  });

  it('credits each account event once, whatever the sequence and however many at once', async () => {
    const { eventPoints } = t.config.loyalty;
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('profile' as const),
        birthDate: fc.option(fc.constantFrom('1990-01-01', '1975-12-31'), { nil: null }),
        gender: fc.option(fc.constantFrom('female' as const, 'male' as const), { nil: null }),
      }),
      fc.record({ kind: fc.constant('birthday' as const), year: fc.integer({ min: 2026, max: 2029 }) }),
      fc.record({ kind: fc.constant('register' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(action, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        async (batches) => {
          const { id: customerId } = await signedUpCustomer(t);
          const { loyalty, loyaltyEvents } = t.services;
          for (const batch of batches) {
            // Each batch runs at once, as concurrent requests and job runs would.
            await Promise.all(
              batch.map((step) =>
                step.kind === 'profile'
                  ? loyaltyEvents.onCustomerEvent({
                      kind: 'profile_saved',
                      customerId,
                      birthDate: step.birthDate,
                      gender: step.gender,
                    })
                  : step.kind === 'register'
                    ? loyaltyEvents.onCustomerEvent({
                        kind: 'registered',
                        customerId,
                        email: `ledger-${customerId}@example.gr`,
                      })
                    : loyalty.creditEvent(customerId, 'Birthday', `birthday:${customerId}:${step.year}`),
              ),
            );
          }
          const steps = batches.flat();
          const profiles = steps.flatMap((step) => (step.kind === 'profile' ? [step] : []));
          const years = new Set(steps.flatMap((step) => (step.kind === 'birthday' ? [step.year] : [])));
          const expected =
            (profiles.some((step) => step.birthDate !== null) ? eventPoints.EnterBirthday : 0) +
            (profiles.some((step) => step.gender !== null) ? eventPoints.EnterGender : 0) +
            (steps.some((step) => step.kind === 'register') ? eventPoints.Register : 0) +
            years.size * eventPoints.Birthday;
          const after = await balances(customerId);
          expect(after.approved).toBe(after.ledgerApproved);
          expect(after.approved).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('credits one of 20 simultaneous credits of the same event', async () => {
    const { id: customerId } = await signedUpCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.services.loyalty.record({
          customerId,
          kind: 'EnterGender',
          source: `customer:${customerId}`,
          approvedPoints: 50,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balances(customerId)).toMatchObject({ approved: 50, ledgerApproved: 50 });
  });

  it('credits one of 20 simultaneous birthday credits, and moves the tier once', async () => {
    const { id: customerId } = await signedUpCustomer(t);
    const source = `birthday:${customerId}:2030`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.services.loyalty.creditEvent(customerId, 'Birthday', source)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const points = t.config.loyalty.eventPoints.Birthday;
    expect(await balances(customerId)).toMatchObject({ approved: points, ledgerApproved: points });
    expect((await t.services.loyalty.account(customerId))?.tierCode).toBe('slv');
  });
});
