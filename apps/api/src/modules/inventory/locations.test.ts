import type { OrderSaveResponse, OrderTotals } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  locationStock,
  orders,
  products,
  stockLocations,
  stockMovements,
  takeawayStores,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;
const location = { web: 0, lamia: 0, larissa: 0 };
let lamiaStore = 0;
const db = () => t.database.db;
let copies = 0;

/** Another plain product like the checkout world's, at 15.00 €, holding nothing yet. */
async function newProduct(): Promise<number> {
  copies += 1;
  const [source] = await db().select().from(products).where(eq(products.id, world.productId));
  if (!source) throw new Error('no checkout product');
  const {
    id: _id,
    searchDoc: _doc,
    searchKey: _key,
    effectivePriceCents: _price,
    discountRate: _rate,
    ...columns
  } = source;
  const [row] = await db()
    .insert(products)
    .values({ ...columns, code: `LOC-${copies}`, eurl: `location-test-${copies}`, stock: 0 })
    .returning({ id: products.id });
  return row?.id ?? 0;
}

/** Sets a product's stock at each location (absent: 0) through the service, as staff would. */
async function stockAt(productId: number, stock: Partial<Record<keyof typeof location, number>>) {
  await t.services.inventory.setAtLocations(
    (Object.keys(location) as (keyof typeof location)[]).map((code) => ({
      locationId: location[code],
      productId,
      dimensionId: null,
      stock: stock[code] ?? 0,
    })),
    { staffId: null, reason: 'test counts' },
  );
}

async function heldAt(productId: number) {
  const rows = await db()
    .select({ locationId: locationStock.locationId, stock: locationStock.stock })
    .from(locationStock)
    .where(eq(locationStock.productId, productId));
  const at = (id: number) => rows.find((row) => row.locationId === id)?.stock ?? 0;
  return { web: at(location.web), lamia: at(location.lamia), larissa: at(location.larissa) };
}

async function catalogueStock(productId: number) {
  const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

const configure = (code: 'lamia' | 'larissa', values: { ships?: boolean; transferDays?: number | null }) =>
  t.services.inventory.configureLocation(location[code], values);

const pickupForm = (productId: number, store: number, quantity = 1, email = 'pickup@example.gr') =>
  orderForm(world, {
    eml: email,
    lines: [{ pid: productId, pdid: 0, qty: quantity }],
    stid: world.takeaway,
    tsid: store,
    ptid: world.card,
  });

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '60' } });
  world = await checkoutWorld(t, 0);
  const stores = await db().select({ id: takeawayStores.id, code: takeawayStores.code }).from(takeawayStores);
  lamiaStore = stores.find((store) => store.code === 'lamia')?.id ?? 0;
  const made = await db()
    .insert(stockLocations)
    .values([
      { code: 'lamia', nameEl: 'Λαμία', nameEn: 'Lamia', takeawayStoreId: lamiaStore, position: 1 },
      { code: 'larissa', nameEl: 'Λάρισα', nameEn: 'Larissa', takeawayStoreId: world.larissa, position: 2 },
    ])
    .returning({ id: stockLocations.id, code: stockLocations.code });
  const [web] = await db().select().from(stockLocations).where(eq(stockLocations.code, 'web'));
  location.web = web?.id ?? 0;
  location.lamia = made.find((row) => row.code === 'lamia')?.id ?? 0;
  location.larissa = made.find((row) => row.code === 'larissa')?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(async () => {
  await configure('lamia', { ships: false, transferDays: null });
  await configure('larissa', { ships: false, transferDays: null });
});

describe('stock per location', () => {
  it('derives the catalogue stock from the locations that ship only', async () => {
    const productId = await newProduct();
    await stockAt(productId, { web: 4, lamia: 3, larissa: 2 });
    expect(await catalogueStock(productId)).toBe(4);
    await configure('lamia', { ships: true });
    expect(await catalogueStock(productId)).toBe(7);
    await configure('lamia', { ships: false });
    expect(await catalogueStock(productId)).toBe(4);
  });

  it('the product form’s single number moves the warehouse by the difference, then the other shipping locations', async () => {
    await configure('lamia', { ships: true });
    const productId = await newProduct();
    await stockAt(productId, { web: 2, lamia: 5, larissa: 1 });
    await t.services.inventory.setStock(productId, null, 10, { staffId: null, reason: 'form' });
    expect(await heldAt(productId)).toEqual({ web: 5, lamia: 5, larissa: 1 });
    await t.services.inventory.setStock(productId, null, 3);
    expect(await heldAt(productId)).toEqual({ web: 0, lamia: 3, larissa: 1 });
    expect(await catalogueStock(productId)).toBe(3);
  });

  it('Larissa pickup with stock only in Lamia: "ready in N days" when transfers are configured, else refused', async () => {
    const productId = await newProduct();
    await stockAt(productId, { lamia: 3 });

    const refused = await postOrder(t, pickupForm(productId, world.larissa), {
      path: 'orders/composeordertotals',
    });
    expect(refused.json<OrderTotals>().errors.tsid).toEqual(['store_lacks_stock']);
    expect(refused.json<OrderTotals>().pck).toBeUndefined();
    const save = await postOrder(t, pickupForm(productId, world.larissa), { key: uniqueKey() });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ errors: { tsid: ['store_lacks_stock'] } });
    expect(await heldAt(productId)).toEqual({ web: 0, lamia: 3, larissa: 0 });

    await configure('larissa', { transferDays: 2 });
    const promised = await postOrder(t, pickupForm(productId, world.larissa), {
      path: 'orders/composeordertotals',
    });
    expect(promised.json<OrderTotals>()).toMatchObject({ pck: 2, errors: {} });
    const placed = await postOrder(t, pickupForm(productId, world.larissa), { key: uniqueKey() });
    expect(placed.statusCode).toBe(200);
    expect(await heldAt(productId)).toEqual({ web: 0, lamia: 2, larissa: 0 });
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.uid, placed.json<OrderSaveResponse>().uid));
    const sales = await db()
      .select({ locationId: stockMovements.locationId, change: stockMovements.change })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order?.id ?? 0), eq(stockMovements.kind, 'sale')));
    expect(sales).toEqual([{ locationId: location.lamia, change: -1 }]);

    // Held by the store itself: ready now. More than every location holds: refused, even with transfers.
    const atLamia = await postOrder(t, pickupForm(productId, lamiaStore), {
      path: 'orders/composeordertotals',
    });
    expect(atLamia.json<OrderTotals>()).toMatchObject({ pck: 0, errors: {} });
    const tooMany = await postOrder(t, pickupForm(productId, world.larissa, 3), {
      path: 'orders/composeordertotals',
    });
    expect(tooMany.json<OrderTotals>().errors.tsid).toEqual(['store_lacks_stock']);

    // A cancellation gives the unit back to the location its sale took it from.
    await t.services.orders.cancel(order?.id ?? 0, { reason: 'staff', actor: { kind: 'payment' } });
    expect(await heldAt(productId)).toEqual({ web: 0, lamia: 3, larissa: 0 });
  });

  it('moves stock between locations in one transaction, or not at all, with who and why', async () => {
    const productId = await newProduct();
    await stockAt(productId, { web: 1, lamia: 3 });
    const transfer = {
      productId,
      dimensionId: null,
      fromLocationId: location.lamia,
      toLocationId: location.larissa,
    };
    await expect(
      t.services.inventory.transfer({ ...transfer, quantity: 4 }, { staffId: null, reason: 'too many' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      t.services.inventory.transfer(
        { ...transfer, toLocationId: 999_999, quantity: 1 },
        { staffId: null, reason: 'x' },
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await heldAt(productId)).toEqual({ web: 1, lamia: 3, larissa: 0 });

    await t.services.inventory.transfer(
      { ...transfer, quantity: 2 },
      { staffId: null, reason: 'for pickups' },
    );
    expect(await heldAt(productId)).toEqual({ web: 1, lamia: 1, larissa: 2 });
    const history = await t.services.inventory.history(productId, 10);
    expect(
      history.slice(0, 2).map(({ locationId, change, stockAfter, kind, reason }) => ({
        locationId,
        change,
        stockAfter,
        kind,
        reason,
      })),
    ).toEqual([
      { locationId: location.larissa, change: 2, stockAfter: 2, kind: 'transfer', reason: 'for pickups' },
      { locationId: location.lamia, change: -2, stockAfter: 1, kind: 'transfer', reason: 'for pickups' },
    ]);
    // The history explains today's number: each location's movements add up to its stock.
    const sums = await db()
      .select({
        locationId: stockMovements.locationId,
        total: sql<number>`sum(${stockMovements.change})::int`,
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
      .groupBy(stockMovements.locationId);
    const held = await heldAt(productId);
    for (const row of sums) {
      const code = (Object.keys(location) as (keyof typeof location)[]).find(
        (key) => location[key] === row.locationId,
      );
      expect(row.total).toBe(code ? held[code] : Number.NaN);
    }
  });
});

/** Races on a real PostgreSQL server (`TEST_DATABASE_URL`); PGlite runs one transaction at a time. */
describe.runIf(process.env.TEST_DATABASE_URL)('stock per location under concurrency (PostgreSQL)', () => {
  const placeAll = (forms: object[]) =>
    Promise.all(forms.map((form) => postOrder(t, form, { key: uniqueKey() })));
  const codes = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

  it('100 parallel deliveries over two shipping locations holding 30 + 20: 50 orders, both at 0, never below', async () => {
    await configure('lamia', { ships: true });
    const productId = await newProduct();
    await stockAt(productId, { web: 30, lamia: 20 });
    const responses = await placeAll(
      Array.from({ length: 100 }, (_, index) =>
        orderForm(world, { eml: `ship.${index}@example.gr`, lines: [{ pid: productId, pdid: 0, qty: 1 }] }),
      ),
    );
    expect(codes(responses).filter((code) => code === 200)).toHaveLength(50);
    expect(codes(responses).filter((code) => code === 409)).toHaveLength(50);
    expect(await heldAt(productId)).toEqual({ web: 0, lamia: 0, larissa: 0 });
    expect(await catalogueStock(productId)).toBe(0);
  });

  it('50 deliveries and 50 Lamia pickups at once: the warehouse sells its 30, the store its 20, no more', async () => {
    const productId = await newProduct();
    await stockAt(productId, { web: 30, lamia: 20 });
    const forms = Array.from({ length: 100 }, (_, index) =>
      index % 2 === 0
        ? orderForm(world, { eml: `mix.${index}@example.gr`, lines: [{ pid: productId, pdid: 0, qty: 1 }] })
        : pickupForm(productId, lamiaStore, 1, `mix.${index}@example.gr`),
    );
    const responses = await placeAll(forms);
    const ok = (parity: number) =>
      responses.filter((response, index) => index % 2 === parity && response.statusCode === 200).length;
    expect(ok(0)).toBe(30);
    expect(ok(1)).toBe(20);
    // A refusal is the placement's 409 or, once the store is seen empty, the form's 400; never a 5xx.
    expect(codes(responses).filter((code) => code >= 500)).toEqual([]);
    expect(await heldAt(productId)).toEqual({ web: 0, lamia: 0, larissa: 0 });
    const sold = await db()
      .select({
        locationId: stockMovements.locationId,
        total: sql<number>`sum(${stockMovements.change})::int`,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.kind, 'sale')))
      .groupBy(stockMovements.locationId)
      .orderBy(stockMovements.locationId);
    expect(sold).toEqual([
      { locationId: location.web, total: -30 },
      { locationId: location.lamia, total: -20 },
    ]);
  });
});
