import type { FastifyInstance } from 'fastify';

/**
 * Every `PAYMENT_REFUND_SWEEP_SECONDS` (0: never), one run at a time across every process
 * (pg-boss): the refunds a stopped process left `requested`, `sending` or `retry` for longer than
 * `PAYMENT_REFUND_STALE_SECONDS` are sent with their key, or left `unknown` for staff when the
 * provider takes no key (`RefundDesk.recover`, decision 048).
 */
export async function refundSweepJob(app: FastifyInstance): Promise<void> {
  const { everySeconds, staleSeconds } = app.config.payments.refundSweep;
  app.services.jobs.every({
    name: 'payments.sweep-refunds',
    everySeconds,
    runAtStart: true,
    run: async () => {
      const done = await app.services.refunds.recover(staleSeconds);
      if (done.sent + done.unknown > 0) app.log.info(done, 'refunds swept');
    },
  });
}
