import { paymentTypeSchema, shippingTypeSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

/** Shipping and payment types for the checkout (spec 001 §4: shipping before payment). */
export async function checkoutOptionRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { checkoutOptions } = app.services;

  route.get(
    '/checkout/shippingtypes',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Shipping types with their cost (courier, store pick-up)',
        response: { 200: z.object({ items: z.array(shippingTypeSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await checkoutOptions.shippingTypes(request.language) }),
  );

  route.get(
    '/checkout/paymenttypes',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Payment types with their fee (card, cash on delivery, bank deposit)',
        response: { 200: z.object({ items: z.array(paymentTypeSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await checkoutOptions.paymentTypes(request.language) }),
  );
}
