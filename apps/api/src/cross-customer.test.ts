/**
 * Issue 14 gate: the cross-customer matrix. Every operation of the OpenAPI is either covered
 * here or listed as taking no customer-owned identifier, with the reason; a new operation that
 * is in neither list fails the first test. Customer A owns one of everything (two addresses, two
 * wishlists with a product, a cart, points, orders paid by card, Alpha Bank, Winbank and cash);
 * customer B, a guest (with a cart and an order of its own) and, for staff routes, A itself ask
 * for A's objects: each is refused (401/403/404, or the route's own refusal), the answer carries
 * nothing of A's (email, names, address lines, list names, order codes), and A's data reads the
 * same afterwards. A then asks for the same objects and gets them, so a wrong id cannot pass.
 *
 * The harness holds the rest: the world (`test/customer-world.ts`), the covered operations
 * (`test/owned-routes.ts`), the excused ones (`test/not-customer-owned.ts`) and the leak and
 * state checks (`test/customer-data-checks.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaksIn, stateOfA } from './test/customer-data-checks.ts';
import { A_TITLE, type CustomerWorld, customerWorld, send } from './test/customer-world.ts';
import { createTestApp, type TestApp } from './test/index.ts';
import { notCustomerOwned } from './test/not-customer-owned.ts';
import { ownedRoutes } from './test/owned-routes.ts';

let t: TestApp;
let world: CustomerWorld;

// ---- Setup ----

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PRICING_RULES_CACHE_SECONDS: '0',
      ALPHA_MERCHANT_ID: '0020000001',
      ALPHA_SHARED_SECRET: 'Cardlink1',
    },
  });
  world = await customerWorld(t);
});
afterAll(() => t.close());

// ---- The matrix ----

describe('the cross-customer matrix', () => {
  it('covers or excuses every operation of the OpenAPI', async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
    const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => methods.has(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/\{lang\}\//, '')}`),
    );
    const coveredOps = ownedRoutes.map((item) => item.op);
    const excludedOps = Object.keys(notCustomerOwned);
    expect(new Set(coveredOps).size, 'an operation covered twice').toBe(coveredOps.length);
    expect(
      coveredOps.filter((op) => excludedOps.includes(op)),
      'both covered and excused',
    ).toEqual([]);
    const listed = new Set([...coveredOps, ...excludedOps]);
    // A staff-guarded call answers a customer's token 401, whatever it names (the role matrix, staff/role-matrix.test.ts).
    const staffOnly = new Set(
      t.app.staffGuards
        .filter((route) => route.guard !== null)
        .map((route) => `${route.method} ${route.url.replace(/^\/api\/:lang\//, '')}`),
    );
    expect(
      operations.filter((op) => !listed.has(op) && !staffOnly.has(op)),
      'new operations: cover them in ownedRoutes or excuse them in notCustomerOwned',
    ).toEqual([]);
    expect(
      [...listed].filter((op) => !operations.includes(op)),
      'listed operations the API no longer has',
    ).toEqual([]);
  });

  it("leaves A's objects to A before the matrix starts", async () => {
    const { A, b } = world;
    const state = await stateOfA(world);
    expect(state.addresses.map((item) => item.tl)).toEqual([A_TITLE, 'Γραφείο Αλκμήνης']);
    expect(state.wishlists.map((item) => item.wishlistItems.length)).toEqual([1, 1]);
    expect(state.cart.items.map((item) => item.quantity)).toEqual([3]);
    expect(state.orders.map((item) => item.code).sort()).toEqual(
      [A.order.code, A.alpha.code, A.winbank.code, A.cash.code].sort(),
    );
    expect(state.points?.pointsBalance).toBe(500);
    expect((await t.services.cart.get(b.id, 'el')).items.map((item) => item.quantity)).toEqual([1]);
  });

  for (const item of ownedRoutes) {
    it(`${item.op}: refused to others, leaking nothing and changing nothing; served to its owner`, async () => {
      const before = await stateOfA(world);
      for (const call of item.others(world)) {
        const response = await send(world, item.op, call);
        const label = `${call.who} ${JSON.stringify(call.query ?? call.body ?? {})}: ${response.body.slice(0, 300)}`;
        expect(call.status, label).toContain(response.statusCode);
        expect(leaksIn(world, response.body, JSON.stringify(call)), label).toEqual([]);
        if (call.check) await call.check(response.json());
      }
      expect(await stateOfA(world), "A's data changed").toEqual(before);

      const owner = item.owner(world);
      const response = await send(world, item.op, owner);
      expect(owner.status, response.body.slice(0, 300)).toContain(response.statusCode);
      if (owner.sees) expect(response.body).toContain(owner.sees);
      if (owner.check) await owner.check(response.json());
    });
  }
});
