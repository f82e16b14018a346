import type { FastifyInstance } from 'fastify';

/**
 * Asks ACS and BoxNow about the parcels not yet delivered or returned, every `TRACKING_POLL_SECONDS`
 * (0: never), one run at a time across every process (pg-boss). BoxNow's webhooks bring the same
 * events sooner; recording an event twice changes nothing, so both may run.
 */
export async function trackingJob(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'fulfilment.poll-tracking',
    everySeconds: app.config.carriers.pollSeconds,
    run: async () => {
      const count = await app.services.tracking.poll();
      if (count > 0) app.log.info({ count }, 'carrier events recorded');
    },
  });
  app.addHook('onClose', () => app.services.carriers.close());
}
