import { backInStockRequestSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { translatorOf } from '../../lib/messages.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { subscriptionMessages } from './messages.ts';

const translate = translatorOf(subscriptionMessages);

export async function subscriptionRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { subscriptions } = app.services;

  route.post(
    '/eventsubscriptions/backinstocksubscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Ask for an email when a product (pid) or one size of it (pdid) is back in stock',
        body: backInStockRequestSchema,
        response: { 200: z.object({ message: z.string() }), ...apiErrorResponses },
      },
    },
    async (request) => {
      const outcome = await subscriptions.subscribe(request.body, request.language);
      if (outcome === 'not_found') throw notFound('product_not_found');
      if (outcome === 'in_stock') throw new HttpError(422, 'back_in_stock_already_available');
      return { message: translate(request.language, 'back_in_stock_subscribed') };
    },
  );
}
