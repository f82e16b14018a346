import {
  apiErrorSchema,
  cartTotalsRequestSchema,
  cartTotalsResponseSchema,
  orderSaveResponseSchema,
  orderTotalsChangedSchema,
  orderTotalsRequestSchema,
  orderTotalsResponseSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';

/**
 * A token that no longer works answers 401 rather than guest prices, so the client refreshes it
 * and the customer keeps their tier and points; no token at all is a guest.
 */
async function refuseDeadToken(request: FastifyRequest) {
  if (request.headers.authorization !== undefined && !request.customer)
    throw new HttpError(401, 'unauthorized');
}

/** The storefront sends its cart token: one order per cart, however often the save is sent. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'required_field' })
    .trim()
    .min(8, 'required_field')
    .max(128, 'too_long'),
});

/**
 * The checkout's calls under `/orders`: cart totals (spec 001 §3) for guests and signed-in
 * customers alike, priced by the pricing service; the order's totals and its placement.
 */
export async function checkoutRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { pricing, checkout } = app.services;
  const shopperOf = (request: FastifyRequest) => ({
    customerId: request.customer?.id ?? null,
    language: request.language,
  });

  route.post(
    '/orders/composecarttotals',
    {
      onRequest: [app.identifyCustomer, refuseDeadToken],
      schema: {
        tags: ['orders'],
        summary:
          'Price a cart: promotions, bundles, coupons, gift cards, loyalty points, VAT, shipping and the remaining amount to free shipping',
        security: [{}, { bearer: [] }],
        body: cartTotalsRequestSchema,
        response: { 200: cartTotalsResponseSchema, 401: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) =>
      pricing.composeCartTotals(request.body, request.language, request.customer?.id ?? null),
  );

  route.post(
    '/orders/composeordertotals',
    {
      onRequest: [app.identifyCustomer, refuseDeadToken],
      schema: {
        tags: ['orders'],
        summary:
          'Price the order form with the cart engine, with the most installments its total allows and the field errors the save would answer with',
        security: [{}, { bearer: [] }],
        body: orderTotalsRequestSchema,
        response: { 200: orderTotalsResponseSchema, 401: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => checkout.composeOrderTotals(request.body, shopperOf(request)),
  );

  route.post(
    '/orders/save',
    {
      onRequest: [app.identifyCustomer, refuseDeadToken],
      schema: {
        tags: ['orders'],
        summary:
          'Place the order: repriced on the server, stock reserved, coupons, gift cards and points recorded in one transaction; the same Idempotency-Key answers the same order; a coupon or gift card lost to another order, or a total above `amt`, answers 409 with the new totals',
        security: [{}, { bearer: [] }],
        headers: idempotencyHeaders,
        body: orderTotalsRequestSchema,
        response: {
          200: orderSaveResponseSchema,
          401: apiErrorSchema,
          409: orderTotalsChangedSchema,
          ...apiErrorResponses,
        },
      },
    },
    async (request) =>
      checkout.placeOrder(request.body, shopperOf(request), request.headers['idempotency-key']),
  );
}
