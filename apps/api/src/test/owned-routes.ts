/**
 * The rows of the cross-customer matrix (`cross-customer.test.ts`): every operation that takes an
 * id of a customer-owned object, or scopes one by the token. The account's routes come first
 * (`owned-account-routes.ts`), then orders, payments, points, the profile and the staff routes.
 */
import {
  type AvailableLoyaltyPoints,
  type CartTotals,
  type NextMilestone,
  OrderStatus,
  type TierProfile,
} from '@shop/contract';
import { expect } from 'vitest';
import { orderForm } from '../modules/checkout/test-fixtures.ts';
import { PASSWORD } from '../modules/customers/test-fixtures.ts';
import {
  A_LAST,
  A_STREET,
  aOrderForm,
  aProfile,
  type Call,
  type Case,
  type CustomerWorld,
  DENIED,
  denyAll,
} from './customer-world.ts';
import { accountRoutes } from './owned-account-routes.ts';
import { appointmentRoutes } from './owned-appointment-routes.ts';
import { ownDataRoutes } from './owned-own-data-routes.ts';
import { referralRoutes } from './owned-referral-routes.ts';
import { repeatPurchaseRoutes } from './owned-repeat-purchase-routes.ts';
import { returnRoutes } from './owned-return-routes.ts';
import { reviewRoutes } from './owned-review-routes.ts';

const NEW_PASSWORD = 'Other-Secret-456';

/** The order reads by uid: a signed-in stranger without and with its own email, a guest without and with one. */
function orderRead(op: string, sees: (world: CustomerWorld) => string): Case {
  return {
    op,
    others: ({ b, A, guestEmail, guestOrder }): Call[] => [
      { who: 'B', query: { uid: A.order.uid }, status: DENIED },
      { who: 'B', query: { uid: A.order.uid, email: b.eml }, status: DENIED },
      { who: 'guest', query: { uid: A.order.uid }, status: DENIED },
      { who: 'guest', query: { uid: A.order.uid, email: guestEmail }, status: DENIED },
      // The guest's own order by its uid and email, asked with A's token: not A's to read.
      { who: 'A', query: { uid: guestOrder.uid }, status: DENIED },
    ],
    owner: (world) => ({ who: 'A', query: { uid: world.A.order.uid }, status: [200], sees: sees(world) }),
  };
}

function noPoints(body: unknown) {
  expect((body as CartTotals).lpnt).toMatchObject({ bal: 0, used: 0 });
}

/** Routes that take an id (path, query or body) of an object a customer owns, or scope one by the token. */
export const ownedRoutes: Case[] = [
  // The customer's own data first, while B's answers hold nothing the later rows let B copy of
  // A's (an address titled as A's): export, consents and deletion, by the token.
  ...ownDataRoutes,
  ...accountRoutes,
  ...referralRoutes,

  // Orders, by uid (and the guest-tracking email).
  orderRead('GET orders/getorderbycustomer', () => A_STREET),
  orderRead('GET orderlines/getbyorderid', ({ checkout }) => `"pid":${checkout.productId}`),
  orderRead('GET orders/GetOrderType', ({ A }) => `"uid":"${A.order.uid}"`),
  orderRead('GET orders/GetOrderStatusChangesByOrderUID', () => '"st":0'),
  orderRead('GET orders/GetOrderLoyaltyPoints', () => 'lpnt_earned'),
  orderRead('GET orders/tracking', () => '"items":'),
  orderRead('GET documents/getbyorder', ({ A }) => `"id":${A.document}`),
  {
    op: 'GET documents/pdf',
    others: ({ b, A, guestEmail, guestOrder }): Call[] => [
      { who: 'B', query: { uid: A.order.uid, id: A.document }, status: DENIED },
      { who: 'B', query: { uid: A.order.uid, id: A.document, email: b.eml }, status: DENIED },
      { who: 'guest', query: { uid: A.order.uid, id: A.document }, status: DENIED },
      { who: 'guest', query: { uid: A.order.uid, id: A.document, email: guestEmail }, status: DENIED },
      // A's document asked through the guest's order: a document is read only through its own order.
      { who: 'guest', query: { uid: guestOrder.uid, id: A.document, email: guestEmail }, status: DENIED },
    ],
    owner: ({ A }) => ({
      who: 'A',
      query: { uid: A.order.uid, id: A.document },
      status: [200],
      sees: '%PDF-',
    }),
  },
  {
    op: 'GET orders/getbycustomerid',
    others: () => [
      { who: 'B', status: [200], check: (body) => expect(body).toEqual({ items: [] }) },
      { who: 'guest', status: [401] },
    ],
    owner: ({ A }) => ({ who: 'A', status: [200], sees: A.order.code }),
  },
  {
    op: 'POST orders/save',
    // The idempotency key is A's cart token: another shopper sending it gets no order of A's.
    others: ({ checkout, b, A, emailA, guestEmail, guestOrder, guestKey }) => [
      {
        who: 'B',
        headers: { 'idempotency-key': A.order.key },
        body: orderForm(checkout, { eml: b.eml }),
        status: [409],
      },
      {
        who: 'guest',
        headers: { 'idempotency-key': A.order.key },
        body: orderForm(checkout, { eml: guestEmail }),
        status: [409],
      },
      // A's token with the guest's key: the guest's order is not A's either.
      {
        who: 'A',
        headers: { 'idempotency-key': guestKey },
        body: orderForm(checkout, { eml: emailA }),
        status: [409],
        check: (body) => expect(JSON.stringify(body)).not.toContain(guestOrder.code),
      },
    ],
    owner: ({ A, checkout, emailA }) => ({
      who: 'A',
      headers: { 'idempotency-key': A.order.key },
      body: aOrderForm({ checkout, emailA }),
      status: [200],
      sees: A.order.code,
    }),
  },
  {
    op: 'POST payments/retry',
    others: ({ b, A, guestEmail }) => [
      { who: 'B', body: { uid: A.order.uid, eml: b.eml }, status: DENIED },
      { who: 'guest', body: { uid: A.order.uid, eml: guestEmail }, status: DENIED },
    ],
    owner: ({ A, emailA }) => ({
      who: 'A',
      body: { uid: A.order.uid, eml: emailA },
      status: [200],
      sees: A.order.code,
    }),
  },
  {
    op: 'GET alphacardlink/getrequestbyid',
    others: ({ A }) => [
      ...denyAll({ query: { id: A.alpha.uid } }),
      // A token that no longer works is told so (the client renews it), not served.
      {
        who: 'guest',
        query: { id: A.alpha.uid },
        headers: { authorization: 'Bearer expired' },
        status: [401],
      },
    ],
    // The bank's form carries the payer's email, phone and billing address.
    owner: ({ A, emailA }) => ({ who: 'A', query: { id: A.alpha.uid }, status: [200], sees: emailA }),
  },
  {
    op: 'GET winbank/getrequestbyid',
    others: ({ A }) => denyAll({ query: { id: A.winbank.uid } }),
    // Winbank has no adapter: the owner reaches the order and is told it is not available.
    owner: ({ A }) => ({
      who: 'A',
      query: { id: A.winbank.uid },
      status: [422],
      sees: 'payment_provider_not_configured',
    }),
  },

  // Loyalty points: a balance is the token's, never an email's.
  {
    op: 'POST orders/composecarttotals',
    others: ({ checkout, emailA }) => [
      {
        who: 'B',
        body: { lines: [{ pid: checkout.productId, quantity: 1 }], r_lpnt: 100 },
        status: [200],
        check: noPoints,
      },
      {
        who: 'guest',
        body: { lines: [{ pid: checkout.productId, quantity: 1 }], r_lpnt: 100, eml: emailA },
        status: [200],
        check: noPoints,
      },
    ],
    owner: ({ checkout }) => ({
      who: 'A',
      body: { lines: [{ pid: checkout.productId, quantity: 1 }], r_lpnt: 100 },
      status: [200],
      check: (body) => expect((body as CartTotals).lpnt).toMatchObject({ bal: 500, used: 100 }),
    }),
  },

  // Points, history and tiers: the token names the customer; B sees only B's, a guest nothing.
  {
    op: 'GET customers/getcustomeravailableloyaltypoints',
    others: () => [
      {
        who: 'B',
        status: [200],
        check: (body) => expect((body as AvailableLoyaltyPoints).apts).toBeLessThan(400),
      },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({
      who: 'A',
      status: [200],
      check: (body) => expect((body as AvailableLoyaltyPoints).apts).toBeGreaterThanOrEqual(400),
    }),
  },
  {
    op: 'GET customers/getnextmilestone',
    others: () => [
      {
        who: 'B',
        query: { winPoints: 0, redeemPoints: 0 },
        status: [200],
        check: (body) => expect((body as NextMilestone).pts).toBeLessThan(400),
      },
      { who: 'guest', query: { winPoints: 0 }, status: [401] },
    ],
    owner: () => ({
      who: 'A',
      query: { winPoints: 0, redeemPoints: 0 },
      status: [200],
      check: (body) => expect((body as NextMilestone).pts).toBeGreaterThanOrEqual(400),
    }),
  },
  {
    op: 'GET customers/GetLoyaltyEventInfo',
    others: () => [
      { who: 'B', status: [200] },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: '"eventTypeCode":"EnterBirthday"' }),
  },
  {
    op: 'GET PointCustomer/GetByCustomer',
    others: () => [
      {
        who: 'B',
        query: { page: 1, size: 50 },
        status: [200],
        check: (body) => expect(JSON.stringify(body)).not.toContain('"Custom"'),
      },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', query: { page: 1, size: 50 }, status: [200], sees: '"kind":"Custom"' }),
  },
  {
    op: 'GET CustomerTiers/Profile',
    others: () => [
      { who: 'B', status: [200], check: (body) => expect((body as TierProfile).value).toBeLessThan(400) },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({
      who: 'A',
      status: [200],
      check: (body) => expect((body as TierProfile).value).toBeGreaterThanOrEqual(400),
    }),
  },
  {
    op: 'GET CustomerTiers/CheckBookAnAppointment',
    others: () => [
      { who: 'B', status: [200] },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: '"allowed"' }),
  },
  {
    op: 'POST orders/composeordertotals',
    others: ({ checkout, b, emailA }) => [
      { who: 'B', body: orderForm(checkout, { eml: b.eml, r_lpnt: 100 }), status: [200], check: noPoints },
      {
        who: 'guest',
        body: orderForm(checkout, { eml: emailA, r_lpnt: 100 }),
        status: [200],
        check: noPoints,
      },
    ],
    owner: ({ checkout, emailA }) => ({
      who: 'A',
      body: orderForm(checkout, { eml: emailA, r_lpnt: 100 }),
      status: [200],
      check: (body) => expect((body as CartTotals).lpnt.bal).toBe(500),
    }),
  },

  // The profile (the token names the customer).
  {
    op: 'GET customers/getprofile',
    others: ({ b }) => [
      { who: 'B', status: [200], check: (body) => expect(body).toMatchObject({ id: b.id, eml: b.eml }) },
      { who: 'guest', status: [401] },
    ],
    owner: () => ({ who: 'A', status: [200], sees: A_LAST }),
  },
  {
    op: 'POST customers/updateprofile',
    others: () => [
      {
        who: 'B',
        body: { fnm: 'Βασίλης', lnm: 'Βου', mob: '6900000002', gd: 'male', dob: '1980-02-02' },
        status: [200],
      },
      {
        who: 'guest',
        body: { fnm: 'Γ', lnm: 'Γ', mob: '6900000003', gd: 'male', dob: '1980-03-03' },
        status: [401],
      },
    ],
    owner: () => ({ who: 'A', body: aProfile(), status: [200], sees: A_LAST }),
  },
  {
    op: 'POST customers/updatepassword',
    others: () => [
      { who: 'B', body: { opwd: PASSWORD, pwd: NEW_PASSWORD, cpwd: NEW_PASSWORD }, status: [200] },
      { who: 'guest', body: { opwd: PASSWORD, pwd: NEW_PASSWORD, cpwd: NEW_PASSWORD }, status: [401] },
    ],
    owner: () => ({
      who: 'A',
      body: { opwd: PASSWORD, pwd: NEW_PASSWORD, cpwd: NEW_PASSWORD },
      status: [200],
    }),
  },

  // Staff routes naming a customer or an order: no customer's token opens them, A's included.
  {
    op: 'POST admin/orders/changestatus',
    others: ({ A }) =>
      denyAll({ body: { uid: A.order.uid, st: OrderStatus.Cancelled, note: 'x' } }, ['A', 'B', 'guest']),
    owner: ({ A }) => ({
      who: 'staff',
      body: { uid: A.cash.uid, st: OrderStatus.Processing },
      status: [200],
    }),
  },
  {
    op: 'POST staff/impersonatecustomer',
    others: ({ a }) => denyAll({ body: { cid: a.id } }, ['A', 'B', 'guest']),
    owner: ({ a }) => ({ who: 'staff', body: { cid: a.id }, status: [200] }),
  },

  // Reviews: a customer's own review of a product is found by the token, never by another's id.
  ...reviewRoutes,

  // Repeat purchases: a customer's repeat by its id within the token's customer.
  ...repeatPurchaseRoutes,

  // Appointments: a customer's appointment by its id within the token's customer; staff's cancel.
  ...appointmentRoutes,

  // Returns: asked of an order by its uid and read by id, within the token's customer.
  ...returnRoutes,
];
