import type { FastifyInstance } from 'fastify';

/**
 * Back-in-stock mails go out when a stock change is announced; every
 * `jobs.backInStockSweepSeconds` (0: never), once across every process, a sweep also mails the
 * requests whose product has stock for a change no process announced (one that stopped between
 * committing the stock and announcing it). Each request is claimed once, so nothing is mailed twice.
 */
export async function backInStockSweepJob(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'subscriptions.back-in-stock',
    everySeconds: app.config.jobs.backInStockSweepSeconds,
    runAtStart: true,
    run: async () => {
      const mails = await app.services.subscriptions.notifyRestocked();
      if (mails > 0) app.log.info({ mails }, 'back-in-stock mails');
    },
  });
}
