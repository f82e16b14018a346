import type { FastifyInstance } from 'fastify';

/** How far back the sweep looks for cancelled orders whose refund a crash may have lost. */
const CANCELLED_HOURS = 48;

/**
 * Asks the carriers about approved returns' parcels as often as outbound parcels are tracked
 * (`TRACKING_POLL_SECONDS`, 0: never), one run at a time across every process (pg-boss): a parcel
 * the carrier picked up moves its return to in transit. As often as the documents' repair sweep
 * credits cancelled orders (`DOCUMENTS_SWEEP_SECONDS`), the orders cancelled lately get the
 * refund a crash may have kept from them (by its key, never twice). Every
 * `PAYMENT_REFUND_SWEEP_SECONDS`, with the payments module's sweep of refund rows and its
 * staleness, refunded returns a stopped process left without their credit note or provider call
 * are completed.
 */
export async function returnJobs(app: FastifyInstance): Promise<void> {
  app.services.jobs.every({
    name: 'returns.poll-parcels',
    everySeconds: app.config.carriers.pollSeconds,
    run: async () => {
      const moved = await app.services.returns.pollParcels();
      if (moved > 0) app.log.info({ moved }, 'return parcels picked up');
    },
  });
  app.services.jobs.every({
    name: 'returns.cancelled-refunds',
    everySeconds: app.config.documents.sweepSeconds,
    run: async () => {
      await app.services.cancelRefunds.reconcileSince(new Date(Date.now() - CANCELLED_HOURS * 3_600_000));
    },
  });
  const { everySeconds, staleSeconds } = app.config.payments.refundSweep;
  app.services.jobs.every({
    name: 'returns.complete-refunds',
    everySeconds,
    runAtStart: true,
    run: async () => {
      const completed = await app.services.returnsRecovery.completeRefunds(staleSeconds);
      if (completed > 0) app.log.info({ completed }, 'refunded returns completed');
    },
  });
}
