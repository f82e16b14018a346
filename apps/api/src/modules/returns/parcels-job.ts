import type { FastifyInstance } from 'fastify';

/**
 * Asks the carriers about approved returns' parcels as often as outbound parcels are tracked
 * (`TRACKING_POLL_SECONDS`, 0: never), one run at a time across every process (pg-boss): a parcel
 * the carrier picked up moves its return to in transit.
 */
export async function returnParcelsJob(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'returns.poll-parcels',
    everySeconds: app.config.carriers.pollSeconds,
    run: async () => {
      const moved = await app.services.returns.pollParcels();
      if (moved > 0) app.log.info({ moved }, 'return parcels picked up');
    },
  });
}
