import { apiErrorSchema, cartTotalsRequestSchema, cartTotalsResponseSchema } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';

/**
 * A token that no longer works answers 401 rather than guest prices, so the client refreshes it
 * and the customer keeps their tier and points; no token at all is a guest.
 */
export async function refuseDeadToken(request: FastifyRequest) {
  if (request.headers.authorization !== undefined && !request.customer)
    throw new HttpError(401, 'unauthorized');
}

/** Cart totals (spec 001 §3) for guests and signed-in customers alike, priced by the pricing service. */
export async function pricingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { pricing } = app.services;

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
}
