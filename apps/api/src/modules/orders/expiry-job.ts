import type { FastifyInstance } from 'fastify';
import { registerIntervalJob } from '../../lib/interval-job.ts';

/**
 * Cancels unpaid orders whose time ran out every `orderExpirySweepSeconds` (0: never), from when
 * the app is ready until it closes. Several processes may run it: the sweep skips rows another
 * holds, and a cancelled order cannot be cancelled again.
 */
export async function orderExpiryJob(app: FastifyInstance) {
  registerIntervalJob(app, {
    seconds: app.config.orders.expirySweepSeconds,
    failure: 'expired-order sweep failed',
    run: async () => {
      const count = await app.services.orders.cancelExpired();
      if (count > 0) app.log.info({ count }, 'cancelled expired unpaid orders');
    },
  });
}
