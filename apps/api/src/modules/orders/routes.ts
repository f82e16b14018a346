import {
  apiErrorSchema,
  eurosToCents,
  loyaltyPointsEarned,
  loyaltyPointsForTotalRequestSchema,
  loyaltyPointsForTotalSchema,
  orderDetailsSchema,
  orderLineListSchema,
  orderLoyaltyPointsSchema,
  orderReadRequestSchema,
  orderStatusChangeListSchema,
  orderSummaryListSchema,
  orderTypeSchema,
  type PaymentProviderCode,
  type ReceiptType,
  type ShippingKind,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';
import { enforceLimits, hitLimits } from '../../plugins/rate-limit.ts';
import type { OrderReader } from './types.ts';

/**
 * Failed guest look-ups (a wrong uid or email) per IP: tracking must not let one client try
 * uids and emails at will; one shopper mistyping a few times is never stopped.
 */
export const TRACKING_FAILURES_PER_IP = { max: 20, windowMs: 15 * 60_000 } as const;

const readErrors = { ...apiErrorResponses, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * The shopper's orders (spec 001 §7). A signed-in customer reads their own; a guest reads one
 * order with its uid and the email it was placed with. Anyone else's uid answers the same 404 as
 * a uid that does not exist.
 */
export async function orderRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { orders, checkoutOptions } = app.services;
  const trackingFailures = app.attemptLimits.counter(
    'order-tracking-failures-per-ip',
    TRACKING_FAILURES_PER_IP,
  );

  /** The order's row for whoever asks, or 404; guests' failures count against their IP. */
  async function readable(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    email: string | undefined,
  ) {
    let reader: OrderReader;
    if (request.customer && email === undefined) reader = { customerId: request.customer.id };
    else if (email !== undefined) {
      await enforceLimits(reply, [[trackingFailures, request.ip]]);
      reader = { email };
    } else throw new HttpError(401, 'unauthorized');
    const row = await orders.reads.row(uid, reader);
    if (!row) {
      if ('email' in reader) await hitLimits([[trackingFailures, request.ip]]);
      throw new HttpError(404, 'order_not_found');
    }
    return row;
  }

  const byUid = {
    onRequest: app.identifyCustomer,
    schema: { querystring: orderReadRequestSchema, security: [{}, { bearer: [] }] },
  } as const;

  route.get(
    '/orders/getbycustomerid',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first",
        security: [{ bearer: [] }],
        response: { 200: orderSummaryListSchema, ...readErrors },
      },
    },
    async (request) => ({ items: await orders.reads.summaries(customerOf(request).id) }),
  );

  route.get(
    '/orders/getorderbycustomer',
    {
      ...byUid,
      schema: {
        ...byUid.schema,
        tags: ['orders'],
        summary:
          'One order with its lines and status history: the customer’s own, or a guest’s by uid and email (rate-limited)',
        response: { 200: orderDetailsSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const row = await readable(request, reply, request.query.uid, request.query.email);
      const [store, banks] = await Promise.all([
        row.storeId === null ? null : checkoutOptions.store(row.storeId, request.language),
        row.paymentProvider === 'bank_deposit' && row.paidAt === null
          ? checkoutOptions.bankAccounts(request.language)
          : [],
      ]);
      return orders.reads.details(row, request.language, { store: store ?? null, banks });
    },
  );

  route.get(
    '/orderlines/getbyorderid',
    {
      ...byUid,
      schema: {
        ...byUid.schema,
        tags: ['orders'],
        summary: "An order's lines",
        response: { 200: orderLineListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const row = await readable(request, reply, request.query.uid, request.query.email);
      return { items: await orders.reads.lines(row.id) };
    },
  );

  route.get(
    '/orders/GetOrderType',
    {
      ...byUid,
      schema: {
        ...byUid.schema,
        tags: ['orders'],
        summary: 'How an order is delivered (courier, locker, takeaway) and paid',
        response: { 200: orderTypeSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const row = await readable(request, reply, request.query.uid, request.query.email);
      return {
        uid: row.uid,
        st: row.status,
        kind: row.shippingKind as ShippingKind,
        provider: row.paymentProvider as PaymentProviderCode,
        rt: row.receiptType as ReceiptType,
      };
    },
  );

  route.get(
    '/orders/GetOrderStatusChangesByOrderUID',
    {
      ...byUid,
      schema: {
        ...byUid.schema,
        tags: ['orders'],
        summary: "An order's status history, oldest first",
        response: { 200: orderStatusChangeListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const row = await readable(request, reply, request.query.uid, request.query.email);
      return { items: await orders.reads.statusChanges(row.id) };
    },
  );

  route.get(
    '/orders/GetOrderLoyaltyPoints',
    {
      ...byUid,
      schema: {
        ...byUid.schema,
        tags: ['orders'],
        summary: 'Loyalty points an order redeemed and earns',
        response: { 200: orderLoyaltyPointsSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const row = await readable(request, reply, request.query.uid, request.query.email);
      return { lpnt_used: row.pointsUsed, lpnt_earned: row.pointsEarned };
    },
  );

  route.get(
    '/orders/getcustomerloyaltypointranges',
    {
      schema: {
        tags: ['orders'],
        summary: 'The loyalty points a total (euros) earns, by the rule of the cart',
        querystring: loyaltyPointsForTotalRequestSchema,
        response: { 200: loyaltyPointsForTotalSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({
      c_lpnt: loyaltyPointsEarned(eurosToCents(request.query.totalPrice), app.config.loyaltyPointsPerEuro),
    }),
  );
}
