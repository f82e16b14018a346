import {
  apiErrorSchema,
  orderSaveResponseSchema,
  orderTotalsChangedSchema,
  orderTotalsRequestSchema,
  orderTotalsResponseSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { refuseDeadToken } from '../pricing/index.ts';

/** The storefront sends its cart token: one order per cart, however often the save is sent. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'required_field' })
    .trim()
    .min(8, 'required_field')
    .max(128, 'too_long'),
});

/**
 * The checkout's calls under `/orders`: the order form's totals and the order's placement (the
 * cart's totals are pricing's, `pricing/routes.ts`).
 */
export async function checkoutRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { checkout } = app.services;
  const shopperOf = (request: FastifyRequest) => ({
    customerId: request.customer?.id ?? null,
    language: request.language,
  });

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
