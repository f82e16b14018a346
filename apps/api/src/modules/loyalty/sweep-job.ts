import type { FastifyInstance } from 'fastify';
import { registerIntervalJob } from '../../lib/interval-job.ts';

/**
 * Every `loyalty.sweepSeconds` (0: never): credits today's birthdays (Athens), expires the points
 * that lapsed and recalculates every tier, since purchases and points leave the tiers' window as
 * time passes. All three are idempotent, so several processes may run it.
 */
export async function loyaltySweepJob(app: FastifyInstance) {
  registerIntervalJob(app, {
    seconds: app.config.loyalty.sweepSeconds,
    // A process that restarts more often than the interval still credits today's birthdays.
    runAtStart: true,
    failure: 'loyalty sweep failed',
    run: async () => {
      const birthdays = await app.services.loyaltyEvents.creditBirthdays();
      const expired = await app.services.loyalty.expiry.expireAll();
      const tiers = await app.services.loyalty.tiers.recalculateAll();
      if (birthdays > 0 || expired > 0 || tiers.changed > 0)
        app.log.info({ birthdays, expired, tiers }, 'loyalty sweep');
    },
  });
}
