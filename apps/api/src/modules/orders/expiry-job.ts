import type { FastifyInstance } from 'fastify';

/**
 * Cancels unpaid orders whose time ran out (a card payment's minutes, a bank deposit's working
 * days) every `orderExpirySweepSeconds` (0: never), one run at a time across every process. A
 * run also skips rows another transaction holds, and a cancelled order cannot be cancelled again.
 */
export async function orderExpiryJob(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'orders.expire-unpaid',
    everySeconds: app.config.orders.expirySweepSeconds,
    run: async () => {
      const count = await app.services.orders.cancelExpired();
      if (count > 0) app.log.info({ count }, 'cancelled expired unpaid orders');
    },
  });
}
