import type {
  AvailableLoyaltyPoints,
  EventPoint,
  LoyaltyEventInfo,
  NextMilestone,
  PointHistory,
  PointRanges,
} from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { authHeaders, signedUpCustomer } from '../customers/test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOYALTY_REGISTER_POINTS: '100',
      LOYALTY_REDEEM_POINTS_PER_EURO: '100',
      LOYALTY_POINT_RANGES: '1000,500,2000',
    },
  });
});
afterAll(() => t.close());

const SIGNED_IN = [
  'customers/getcustomeravailableloyaltypoints',
  'customers/getnextmilestone?winPoints=10',
  'customers/GetLoyaltyEventInfo',
  'PointCustomer/GetByCustomer',
  'CustomerTiers/Profile',
  'CustomerTiers/GetById?id=1',
  'CustomerTiers/CheckBookAnAppointment',
];

async function get<Body>(path: string, session?: { at: string }, lang = 'el') {
  const response = await t.app.inject({
    url: `/api/${lang}/${path}`,
    headers: session ? await authHeaders(t, session) : {},
  });
  return { status: response.statusCode, body: response.json<Body>(), raw: response.body };
}

async function customerWith(points: number) {
  const session = await signedUpCustomer(t);
  await t.services.loyalty.record({
    customerId: session.id,
    kind: 'Custom',
    source: `test:${session.id}`,
    approvedPoints: points,
  });
  return session;
}

describe('loyalty calls', () => {
  it.each(SIGNED_IN)('%s answers a guest 401', async (path) => {
    expect((await get(path)).status).toBe(401);
  });

  it('answer the approved and pending points and what the approved pay, matching paths in any case', async () => {
    const session = await customerWith(250);
    const { status, body } = await get<AvailableLoyaltyPoints>(
      'CUSTOMERS/GetCustomerAvailableLoyaltyPoints',
      session,
    );
    expect(status).toBe(200);
    // 100 for registering + 250: 3.50 € at 100 points to the euro.
    expect(body).toEqual({ apts: 350, ppts: 0, amt: 3.5 });
  });

  it('tell the next redemption range once an order winning and redeeming points completes', async () => {
    const session = await customerWith(300);
    const next = await get<NextMilestone>(
      'customers/getnextmilestone?winPoints=150&redeemPoints=50',
      session,
    );
    expect(next.body).toEqual({ pts: 500, next: { pts: 1000, amt: 10 }, missing: 500 });
    const top = await get<NextMilestone>('customers/getnextmilestone?winPoints=5000', session);
    expect(top.body).toEqual({ pts: 5400, next: null, missing: 0 });
    const plain = await get<NextMilestone>('customers/getnextmilestone', session);
    expect(plain.body.next).toEqual({ pts: 500, amt: 5 });
  });

  it.each([
    'customers/getnextmilestone?winPoints=-1',
    'customers/getnextmilestone?winPoints=abc',
    'customers/getnextmilestone?redeemPoints=1.5',
    'PointCustomer/GetByCustomer?page=0',
    'PointCustomer/GetByCustomer?size=101',
    'PointCustomer/GetByCustomer?page=x',
    'CustomerTiers/GetById?id=abc',
  ])('%s is a translated 400 with the field named', async (path) => {
    const session = await signedUpCustomer(t);
    const el = await get<{ message: string; errors: Record<string, string[]> }>(path, session);
    const en = await get<{ message: string }>(path, session, 'en');
    expect(el.status).toBe(400);
    expect(Object.keys(el.body.errors ?? {})).toHaveLength(1);
    expect(el.body.message).not.toBe(en.body.message);
  });

  it('answer the points of each event asked for, in the order asked, for anyone', async () => {
    const { status, body } = await get<EventPoint[]>(
      'LoyaltyPointsOrder/GetEventPoints?eventTypeCodes=EnterGender&eventTypeCodes=Birthday&eventTypeCodes=ReferAFriend',
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { eventTypeCode: 'EnterGender', points: 50 },
      { eventTypeCode: 'Birthday', points: 100 },
      { eventTypeCode: 'ReferAFriend', points: 200 },
    ]);
    const one = await get<EventPoint[]>('LoyaltyPointsOrder/GetEventPoints?eventTypeCodes=Register');
    expect(one.body).toEqual([{ eventTypeCode: 'Register', points: 100 }]);
  });

  it.each([
    'LoyaltyPointsOrder/GetEventPoints',
    'LoyaltyPointsOrder/GetEventPoints?eventTypeCodes=Bogus',
    'LoyaltyPointsOrder/GetEventPoints?eventTypeCodes=Register&eventTypeCodes=Redeem',
  ])('%s is a 400', async (path) => {
    expect((await get(path)).status).toBe(400);
  });

  it('answer the redemption ranges, sorted, with what they pay and the rules', async () => {
    const { status, body } = await get<PointRanges>('PointRanges/GetPointRanges');
    expect(status).toBe(200);
    expect(body).toEqual({
      rate: 100,
      maxPct: 30,
      items: [
        { pts: 500, amt: 5 },
        { pts: 1000, amt: 10 },
        { pts: 2000, amt: 20 },
      ],
    });
  });

  it('tell which one-off events the customer has had', async () => {
    const session = await signedUpCustomer(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/el/customers/updateprofile',
      headers: await authHeaders(t, session),
      payload: { fnm: 'Νίκος', lnm: 'Νικολάου', mob: '6912345678', gd: 'male', dob: '1980-01-01' },
    });
    const { body } = await get<LoyaltyEventInfo>('customers/GetLoyaltyEventInfo', session);
    const byKind = Object.fromEntries(body.items.map((item) => [item.eventTypeCode, item]));
    expect(byKind.Register).toMatchObject({ points: 100, once: true, done: true, earned: 100 });
    expect(byKind.EnterBirthday).toMatchObject({ points: 50, done: true, earned: 50 });
    expect(byKind.EnterGender).toMatchObject({ points: 50, done: true, earned: 50 });
    expect(byKind.Newsletter).toMatchObject({ done: false, earned: 0 });
    expect(byKind.Birthday).toMatchObject({ points: 100, done: false });
    expect(byKind.Review).toMatchObject({ once: false, done: false });
  });

  it("page the customer's own history, newest first", async () => {
    const session = await customerWith(10);
    for (const n of [1, 2, 3]) {
      await t.services.loyalty.record({
        customerId: session.id,
        kind: 'Custom',
        source: `test:${session.id}:${n}`,
        approvedPoints: n,
      });
    }
    const first = await get<PointHistory>('PointCustomer/GetByCustomer?page=1&size=2', session);
    expect(first.body.total).toBe(5);
    expect(first.body.items.map((item) => item.apts)).toEqual([3, 2]);
    const last = await get<PointHistory>('PointCustomer/GetByCustomer?page=3&size=2', session);
    expect(last.body.items).toMatchObject([{ kind: 'Register', apts: 100, ppts: 0, ocd: null }]);
    const other = await get<PointHistory>('PointCustomer/GetByCustomer', await signedUpCustomer(t));
    expect(other.body.items.map((item) => item.kind)).toEqual(['Register']);
  });
});
