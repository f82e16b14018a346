import { type CartTotals, effectivePrice, ProductType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, products, promotionPolicies, shippingTypes } from '../../db/schema/index.ts';
import { seedCheckoutDemo } from '../../db/seed/checkout-demo.ts';
import { seedPricingDemo } from '../../db/seed/pricing-demo.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';

let t: TestApp;
let catalogue: TestProduct[];

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 60);
  await seedPricingDemo(t.database.db);
  await seedCheckoutDemo(t.database.db);
});
afterAll(() => t.close());

async function totals(payload: object) {
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/orders/composecarttotals',
    headers: token.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CartTotals>();
}

describe('demo pricing seed', () => {
  it('makes the Dermaline 1+1 give every second unit free', async () => {
    const [brand] = await t.database.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.eurl, 'dermaline'));
    const rows = brand
      ? await t.database.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.manufacturerId, brand.id))
      : [];
    const product = catalogue.find(
      (item) =>
        rows.some((row) => row.id === item.id) && item.dimensions.length === 0 && item.productType === 0,
    );
    if (!product) throw new Error('no plain Dermaline product in the test catalogue');
    const unit = effectivePrice(product.priceCents, product.listPriceCents ?? 0, 0);
    const body = await totals({ lines: [{ pid: product.id, quantity: 2 }] });
    // Two units, one free: the total is one unit's price.
    expect(body.lines[0]?.free_qty).toBe(1);
    expect(Math.round(body.amt * 100)).toBe(unit);
  });

  it('has WELCOME10, the DEMO-GIFT-50 gift card, shipping and payment types', async () => {
    const product = catalogue.find(
      (item) => item.productType === ProductType.Product && item.dimensions.length === 0,
    );
    if (!product) throw new Error('no plain product');
    const body = await totals({
      lines: [{ pid: product.id, quantity: 1 }],
      couponscodes: ['welcome10'],
      gfcd: ['demo-gift-50'],
    });
    expect(body.coupons[0]?.status).toBe('Applied');
    expect(body.giftcards[0]?.status).toBe('Applied');
    const shipping = await t.app.inject({ method: 'GET', url: '/api/el/shippingtypes/getallfront' });
    expect(shipping.json<{ items: { cd: string }[] }>().items.map((item) => item.cd)).toEqual([
      'courier',
      'boxnow-locker',
      'takeaway',
    ]);
    const payment = await t.app.inject({ method: 'GET', url: '/api/el/paymenttypes/getallfront' });
    expect(payment.json<{ items: { cd: string; fee: number }[] }>().items).toEqual([
      expect.objectContaining({ cd: 'card', fee: 0 }),
      expect.objectContaining({ cd: 'cash-on-delivery', fee: 2 }),
      expect.objectContaining({ cd: 'bank-deposit', fee: 0 }),
      expect.objectContaining({ cd: 'pay-at-store', fee: 0 }),
    ]);
    const bankDeposit = payment
      .json<{ items: { cd: string; ds: string | null }[] }>()
      .items.find((item) => item.cd === 'bank-deposit');
    // A store pick-up is paid by deposit too: the text promises preparation, not shipping.
    expect(bankDeposit?.ds).not.toMatch(/αποστέλλ|αποστολ/);
  });

  it('offers paying at the store with a store pick-up only', async () => {
    const [takeaway] = await t.database.db
      .select({ id: shippingTypes.id })
      .from(shippingTypes)
      .where(eq(shippingTypes.code, 'takeaway'));
    const [courier] = await t.database.db
      .select({ id: shippingTypes.id })
      .from(shippingTypes)
      .where(eq(shippingTypes.code, 'courier'));
    const offered = async (stid: number | undefined) => {
      const token = await xsrf(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/en/paymenttypes/GetByShippingType',
        headers: token.headers,
        payload: { stid },
      });
      return response.json<{ items: { cd: string; nm: string }[] }>().items;
    };
    expect(await offered(takeaway?.id)).toContainEqual(
      expect.objectContaining({ cd: 'pay-at-store', nm: 'Pay at the store' }),
    );
    expect((await offered(courier?.id)).map((item) => item.cd)).not.toContain('pay-at-store');
  });

  it('runs once', async () => {
    await seedPricingDemo(t.database.db);
    await seedCheckoutDemo(t.database.db);
    expect(await t.database.db.select().from(shippingTypes)).toHaveLength(3);
    expect(
      await t.database.db.select().from(promotionPolicies).where(eq(promotionPolicies.code, 'aqualis-15')),
    ).toHaveLength(1);
  });
});
