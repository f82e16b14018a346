import { apiErrorSchema, boughtGiftCardListSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';

/** The gift cards the signed-in customer bought, with their codes, balances and history. */
export async function giftCardRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { giftCards } = app.services;

  route.get(
    '/giftcards/getforcustomer',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['promotions'],
        security: [{ bearer: [] }],
        summary: 'Gift cards the customer bought: code, balance, expiry and history',
        response: { 200: boughtGiftCardListSchema, ...apiErrorResponses, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await giftCards.boughtBy(customerOf(request).id) }),
  );
}
