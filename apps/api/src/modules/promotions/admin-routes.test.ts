import type { AdminCoupon, AdminPromotion } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { giftCardMovements, giftCards, promotionPolicies } from '../../db/schema/promotions.ts';
import {
  createTestApp,
  insertTestCatalogue,
  type TestApp,
  type TestProduct,
  xsrf,
} from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

let t: TestApp;
let catalogue: TestProduct[];
let admin: string;
let sales: string;
let inspector: string;

async function call(bearer: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method,
    url: `/api/en/admin/${url}`,
    headers: { ...token.headers, authorization: `Bearer ${bearer}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

const policy = () => ({
  code: 'ADMIN-TEN',
  el: { nm: 'Έκπτωση 10%', dsc: null },
  en: { nm: '10% off', dsc: null },
  badge: '-10%',
  kind: 'Percentage',
  combinationRule: 'Additive',
  percent: 10,
  productIds: [catalogue[0]?.id],
});

beforeAll(async () => {
  // The pricing engine keeps its rules long here, so a save must clear them.
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '600' } });
  catalogue = await insertTestCatalogue(t, 10);
  admin = await signedInStaff(t, 'Admin');
  sales = await signedInStaff(t, 'SalesPerson');
  inspector = await signedInStaff(t, 'Inspector');
});
afterAll(() => t.close());

describe('promotion policies and coupons', () => {
  it('saves a policy with its products, audited, and the product page shows its badge', async () => {
    const response = await call(admin, 'POST', 'promotions/save', policy());
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminPromotion>();
    expect(saved).toMatchObject({ code: 'ADMIN-TEN', percent: 10, productIds: [catalogue[0]?.id] });
    const page = (await t.app.inject({ url: `/api/en/products/getbyidfront?id=${catalogue[0]?.id}` })).json();
    expect(JSON.stringify(page)).toContain('10% off');
    const changed = await call(admin, 'POST', 'promotions/save', { ...policy(), id: saved.id, percent: 15 });
    expect(changed.json<AdminPromotion>().percent).toBe(15);
    const entries = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'promotion'));
    expect(entries.map((entry) => entry.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(entries[1]?.before).toMatchObject({ percent: 10 });
  });

  it('refuses a percentage policy without a percent and unknown products, changing nothing', async () => {
    const before = await t.database.db.select().from(promotionPolicies);
    const missing = await call(admin, 'POST', 'promotions/save', { ...policy(), code: 'X1', percent: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.percent).toEqual(['required_field']);
    const unknown = await call(admin, 'POST', 'promotions/save', {
      ...policy(),
      code: 'X2',
      productIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.productIds).toEqual(['not_found']);
    expect(await t.database.db.select().from(promotionPolicies)).toEqual(before);
  });

  it('saves a coupon upper-case for a policy and lists it', async () => {
    const [row] = await t.database.db
      .select({ id: promotionPolicies.id })
      .from(promotionPolicies)
      .where(eq(promotionPolicies.code, 'ADMIN-TEN'));
    const response = await call(admin, 'POST', 'coupons/save', {
      code: 'spring-10',
      policyId: row?.id,
      maxPerCustomer: 1,
      startsAt: '2026-03-01T00:00:00Z',
      endsAt: '2026-06-01T00:00:00+03:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCoupon>()).toMatchObject({
      code: 'SPRING-10',
      policyCode: 'ADMIN-TEN',
      redemptions: 0,
    });
    const listed = (await call(inspector, 'GET', 'coupons/list?q=spring')).json();
    expect(listed.items.map((coupon: AdminCoupon) => coupon.code)).toEqual(['SPRING-10']);
    const backwards = await call(admin, 'POST', 'coupons/save', {
      code: 'LATE',
      policyId: row?.id,
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-03-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.endsAt).toEqual(['ends_before_start']);
  });

  it('gives a SalesPerson and an Inspector 403 on changes', async () => {
    for (const bearer of [sales, inspector]) {
      expect((await call(bearer, 'POST', 'promotions/save', { ...policy(), code: 'NOPE' })).statusCode).toBe(
        403,
      );
      expect((await call(bearer, 'POST', 'coupons/save', { code: 'NOPE', policyId: 1 })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('gift cards', () => {
  it('lists balances by code and shows a card with its movements', async () => {
    const [card] = await t.database.db
      .insert(giftCards)
      .values({
        code: 'GC-ADMIN-1',
        initialCents: 5000,
        balanceCents: 3000,
        recipientEmail: 'friend@example.gr',
      })
      .returning();
    await t.database.db.insert(giftCardMovements).values([
      { giftCardId: card?.id ?? 0, kind: 'issued', amountCents: 5000 },
      { giftCardId: card?.id ?? 0, kind: 'redeemed', amountCents: -2000, orderCode: 'ORD-1' },
    ]);
    const listed = (await call(sales, 'GET', 'giftcards/list?q=friend@')).json();
    expect(listed.items).toEqual([expect.objectContaining({ code: 'GC-ADMIN-1', initial: 50, balance: 30 })]);
    const detail = (await call(inspector, 'GET', `giftcards/get?id=${card?.id}`)).json();
    expect(
      detail.movements.map((movement: { kind: string; amount: number }) => [movement.kind, movement.amount]),
    ).toEqual([
      ['issued', 50],
      ['redeemed', -20],
    ]);
    expect((await call(admin, 'GET', 'giftcards/get?id=999999')).statusCode).toBe(404);
  });
});
