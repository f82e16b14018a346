import {
  abandonedCartStatsQuerySchema,
  abandonedCartStatsSchema,
  apiErrorSchema,
  cartLinkLinesSchema,
  cartLinkQuerySchema,
  centsToEuros,
  guestCartRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

const tags = ['abandoned carts'];

/**
 * The checkout page's guest cart once an email is typed, the reminders' cart links, and the back
 * office's figures (decision 049).
 */
export async function abandonedCartRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { abandonedCarts } = app.services;

  route.post(
    '/abandonedcarts/guest',
    {
      schema: {
        tags,
        summary:
          "A guest's cart as the checkout page holds it, kept for a reminder once the guest typed an email; no items: the cart was emptied",
        body: guestCartRequestSchema,
        response: { 204: z.null(), ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      await abandonedCarts.recordGuestCart(request.body.eml, request.language, request.body.items);
      return reply.code(204).send(null);
    },
  );

  route.get(
    '/abandonedcarts/cartlines',
    {
      schema: {
        tags,
        summary:
          "What a cart reminder's signed link restores (on any device, signed in or not); 404 for a forged or expired link",
        querystring: cartLinkQuerySchema,
        response: { 200: cartLinkLinesSchema, ...apiErrorResponses, 404: apiErrorSchema },
      },
    },
    async (request) => abandonedCarts.cartLinesOf(request.query.token),
  );

  route.get(
    '/admin/abandoned-carts/stats',
    {
      onRequest: app.requireStaff('orders', 'read'),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Cart reminders sent, carts recovered and revenue recovered over a period of Athens days (staff)',
        querystring: abandonedCartStatsQuerySchema,
        response: {
          200: abandonedCartStatsSchema,
          ...apiErrorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const stats = await abandonedCarts.stats(request.query.from, request.query.to);
      return {
        sent: stats.remindersSent,
        recovered: stats.cartsRecovered,
        revenue: centsToEuros(stats.revenueRecoveredCents),
      };
    },
  );
}
