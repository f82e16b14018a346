import type { AdminCoupon, AdminGiftCard, AdminPromotion } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, giftCards, promotionPolicies } from '../../db/schema/promotions.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';

/** The back office's promotion, coupon and gift-card lists sort on the server, by a key staff choose. */

let t: TestApp;
let inspector: string;

async function list<Item>(path: string, language = 'en'): Promise<Item[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/${language}/admin/${path}`,
    headers: { authorization: `Bearer ${inspector}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Item[] }>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  inspector = await signedInStaff(t, 'Inspector');
  const policies = await t.database.db
    .insert(promotionPolicies)
    .values([
      {
        code: 'SORT-B',
        nameEl: 'Άλφα',
        nameEn: 'Zeta',
        isActive: true,
        endsAt: new Date('2027-03-01T00:00:00Z'),
      },
      { code: 'SORT-A', nameEl: 'Ωμέγα', nameEn: 'Alpha', isActive: false, endsAt: null },
      {
        code: 'SORT-C',
        nameEl: 'Βήτα',
        nameEn: 'Beta',
        isActive: true,
        endsAt: new Date('2027-01-01T00:00:00Z'),
      },
    ])
    .returning({ id: promotionPolicies.id });
  const policyId = policies[0]?.id ?? 0;
  const made = await t.database.db
    .insert(coupons)
    .values([
      { code: 'SORTC-2', policyId, endsAt: new Date('2027-05-01T00:00:00Z') },
      { code: 'SORTC-1', policyId, isActive: false, endsAt: null },
      { code: 'SORTC-3', policyId, endsAt: new Date('2027-02-01T00:00:00Z') },
    ])
    .returning({ id: coupons.id });
  await t.database.db.insert(couponRedemptions).values(
    [0, 1].map((index) => ({
      couponId: made[2]?.id ?? 0,
      orderCode: `SORT-${index}`,
      email: `s${index}@example.gr`,
    })),
  );
  await t.database.db.insert(giftCards).values([
    {
      code: 'GC-SORT-B',
      initialCents: 5000,
      balanceCents: 1000,
      expiresAt: new Date('2027-06-01T00:00:00Z'),
    },
    { code: 'GC-SORT-A', initialCents: 5000, balanceCents: 4000, isActive: false, expiresAt: null },
    {
      code: 'GC-SORT-C',
      initialCents: 5000,
      balanceCents: 2500,
      expiresAt: new Date('2027-04-01T00:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const codes = (items: { code: string }[]) => items.map((item) => item.code);

describe('promotion policies', () => {
  it('sort by code or name in the call’s language, by end date (none last), and filter active ones', async () => {
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-&sort=code&dir=asc'))).toEqual([
      'SORT-A',
      'SORT-B',
      'SORT-C',
    ]);
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-&sort=code&dir=desc'))).toEqual([
      'SORT-C',
      'SORT-B',
      'SORT-A',
    ]);
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-&sort=name&dir=asc'))).toEqual([
      'SORT-A',
      'SORT-C',
      'SORT-B',
    ]);
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-&sort=name&dir=asc', 'el'))).toEqual([
      'SORT-B',
      'SORT-C',
      'SORT-A',
    ]);
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-&sort=ends&dir=asc'))).toEqual([
      'SORT-C',
      'SORT-B',
      'SORT-A',
    ]);
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-&active=false'))).toEqual(['SORT-A']);
    // Unless told otherwise: the active ones first, the newest first among them.
    expect(codes(await list<AdminPromotion>('promotions/list?q=SORT-'))).toEqual([
      'SORT-C',
      'SORT-B',
      'SORT-A',
    ]);
  });
});

describe('coupons', () => {
  it('sort by code, end date or redemptions, and filter active ones', async () => {
    expect(codes(await list<AdminCoupon>('coupons/list?q=SORTC&sort=code&dir=asc'))).toEqual([
      'SORTC-1',
      'SORTC-2',
      'SORTC-3',
    ]);
    expect(codes(await list<AdminCoupon>('coupons/list?q=SORTC&sort=ends&dir=desc'))).toEqual([
      'SORTC-2',
      'SORTC-3',
      'SORTC-1',
    ]);
    expect(codes(await list<AdminCoupon>('coupons/list?q=SORTC&sort=redemptions&dir=desc'))[0]).toBe(
      'SORTC-3',
    );
    expect(codes(await list<AdminCoupon>('coupons/list?q=SORTC&active=true&sort=code&dir=asc'))).toEqual([
      'SORTC-2',
      'SORTC-3',
    ]);
  });
});

describe('gift cards', () => {
  it('sort by code, balance or expiry, and filter active ones', async () => {
    expect(codes(await list<AdminGiftCard>('giftcards/list?q=GC-SORT&sort=balance&dir=asc'))).toEqual([
      'GC-SORT-B',
      'GC-SORT-C',
      'GC-SORT-A',
    ]);
    expect(codes(await list<AdminGiftCard>('giftcards/list?q=GC-SORT&sort=code&dir=desc'))).toEqual([
      'GC-SORT-C',
      'GC-SORT-B',
      'GC-SORT-A',
    ]);
    expect(codes(await list<AdminGiftCard>('giftcards/list?q=GC-SORT&sort=expires&dir=asc'))).toEqual([
      'GC-SORT-C',
      'GC-SORT-B',
      'GC-SORT-A',
    ]);
    expect(codes(await list<AdminGiftCard>('giftcards/list?q=GC-SORT&active=false'))).toEqual(['GC-SORT-A']);
  });
});

describe('a sort the list does not have', () => {
  it('is refused with the field named, on each list', async () => {
    for (const path of ['promotions/list', 'coupons/list', 'giftcards/list']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/en/admin/${path}?sort=price&dir=down&active=maybe`,
        headers: { authorization: `Bearer ${inspector}` },
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual({
        sort: ['invalid_value'],
        dir: ['invalid_value'],
        active: ['invalid_value'],
      });
    }
  });
});
