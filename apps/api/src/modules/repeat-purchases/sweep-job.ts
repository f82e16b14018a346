import type { FastifyInstance } from 'fastify';
import { registerIntervalJob } from '../../lib/interval-job.ts';

/**
 * Every `repeatPurchases.sweepSeconds` (0: never) mails the reminders of the repeats coming due.
 * The sweep is idempotent (one reminder per repeat and due day), so several processes may run it.
 */
export async function repeatPurchaseSweepJob(app: FastifyInstance) {
  registerIntervalJob(app, {
    seconds: app.config.repeatPurchases.sweepSeconds,
    runAtStart: true,
    failure: 'repeat purchase sweep failed',
    run: async () => {
      const mails = await app.services.repeatPurchases.remindDue();
      if (mails > 0) app.log.info({ mails }, 'repeat purchase reminders');
    },
  });
}
