import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Development tool: runs the reminder sweep now, as if it were `at` (an ISO instant), so that the
 * end-to-end tests and a developer see a reminder without waiting for a due day. Loopback only,
 * never registered in production.
 */
export async function devRepeatPurchaseRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post(
    '/dev/repeat-purchases/sweep',
    { schema: { hide: true, body: z.object({ at: z.iso.datetime() }) } },
    async (request) => ({ mails: await app.services.repeatPurchases.remindDue(new Date(request.body.at)) }),
  );
}
