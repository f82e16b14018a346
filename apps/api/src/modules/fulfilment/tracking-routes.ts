import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiErrorSchema, orderTrackingSchema, parcelTrackingRequestSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { boxNowEvent } from './carrier-boxnow.ts';

/** The customer's view of an order's parcels: their own order, or a guest's by uid and email. */
export async function trackingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { orders, tracking } = app.services;
  route.get(
    '/orders/tracking',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['orders'],
        summary:
          "An order's parcels with the carriers' events in the language asked for, and their tracking links",
        querystring: parcelTrackingRequestSchema,
        security: [{}, { bearer: [] }],
        response: { 200: orderTrackingSchema, ...apiErrorResponses, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { uid, email } = request.query;
      const reader =
        request.customer && email === undefined
          ? { customerId: request.customer.id }
          : email !== undefined
            ? { email }
            : undefined;
      if (!reader) throw new HttpError(401, 'unauthorized');
      const orderId = await orders.reads.idOf(uid, reader);
      if (orderId === undefined) throw new HttpError(404, 'order_not_found');
      return tracking.ofOrder(orderId, request.language);
    },
  );
}

const webhookSchema = z.object({
  id: z.string().optional(),
  data: z.object({
    parcelId: z.union([z.string(), z.number()]).transform(String),
    event: z.string(),
    time: z.string(),
    locationDisplayName: z.string().nullish(),
  }),
  datasignature: z.string(),
});

/** BoxNow's signature of a webhook: HMAC-SHA256 (hex) of its `data` member with the shop's webhook secret. */
export function boxNowSignature(data: unknown, secret: string): string {
  return createHmac('sha256', secret).update(JSON.stringify(data)).digest('hex');
}

/**
 * BoxNow's parcel events at `/api/webhooks/boxnow` (servers call it: no language, no XSRF token).
 * Believed only with a valid signature (403 otherwise, and always without a configured secret);
 * a parcel that is not the shop's, or an event already recorded, is answered 200 and changes nothing.
 */
export async function boxNowWebhookRoutes(app: FastifyInstance) {
  const { tracking } = app.services;
  const secret = app.config.carriers.boxNowWebhookSecret;
  app.post('/api/webhooks/boxnow', { config: { xsrf: false } }, async (request, reply) => {
    const parsed = webhookSchema.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ code: 'invalid_webhook', message: 'The body is not a BoxNow parcel event.' });
    const expected = secret
      ? Buffer.from(boxNowSignature((request.body as { data: unknown }).data, secret))
      : undefined;
    const given = Buffer.from(parsed.data.datasignature.toLowerCase());
    if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given))
      return reply.code(403).send({ code: 'invalid_signature', message: 'The signature does not match.' });
    const { data } = parsed.data;
    const shipmentId = await tracking.shipmentOf('boxnow', data.parcelId);
    const event = boxNowEvent({
      type: data.event,
      createTime: data.time,
      locationDisplayName: data.locationDisplayName,
    });
    if (shipmentId === undefined || !event) return reply.code(200).send({ received: true, recorded: 0 });
    return reply.code(200).send({ received: true, recorded: await tracking.record(shipmentId, [event]) });
  });
}
