import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every `abandonedCarts.sweepSeconds` (0: never) a process asks for the sweep of its slot; the
 * sweep's claims make two runs at once harmless (one mail per cart and reminder). An order placed
 * closes the placer's carts, counted as recovered when reminded.
 */
export async function abandonedCartJobs(app: FastifyInstance): Promise<void> {
  const { abandonedCarts, orders } = app.services;
  app.services.jobs.every({
    name: 'abandoned-carts.remind',
    everySeconds: app.config.abandonedCarts.sweepSeconds,
    run: async () => {
      const mails = await abandonedCarts.sweep();
      if (mails > 0) app.log.info({ mails }, 'abandoned cart reminders');
    },
  });
  orders.onPlaced((order) => abandonedCarts.orderPlaced(order));
}

/**
 * Development tool: runs the reminder sweep now, or as if it were `at`, so that end-to-end tests
 * and a developer see a reminder without waiting. Loopback only, never registered in production.
 */
export async function devAbandonedCartRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/dev/abandoned-carts/sweep',
      { schema: { hide: true, body: z.object({ at: z.iso.datetime().optional() }) } },
      async (request) => ({
        mails: await app.services.abandonedCarts.sweep(
          request.body.at ? new Date(request.body.at) : new Date(),
        ),
      }),
    );
}
