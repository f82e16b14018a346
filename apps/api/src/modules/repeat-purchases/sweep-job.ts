import type { FastifyInstance } from 'fastify';

/**
 * Every `repeatPurchases.sweepSeconds` (0: never), once across every process, mails the reminders
 * of the repeats coming due. The sweep is idempotent (one reminder per repeat and due day), so a
 * retried run mails nothing twice.
 */
export async function repeatPurchaseSweepJob(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'repeat-purchases.remind',
    everySeconds: app.config.repeatPurchases.sweepSeconds,
    runAtStart: true,
    run: async () => {
      const mails = await app.services.repeatPurchases.remindDue();
      if (mails > 0) app.log.info({ mails }, 'repeat purchase reminders');
    },
  });
}
