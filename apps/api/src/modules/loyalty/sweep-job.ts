import type { FastifyInstance } from 'fastify';

/**
 * Every `loyalty.sweepSeconds` (0: never), once across every process, three jobs: credit today's
 * birthdays (Athens), expire the points that lapsed, and recalculate every tier, since purchases
 * and points leave the tiers' window as time passes. Each is idempotent, so a retried run changes
 * nothing twice. They also run at start: a process restarting more often than the interval still
 * credits today's birthdays.
 */
export async function loyaltySweepJob(app: FastifyInstance): Promise<void> {
  const { jobs, loyalty, loyaltyEvents } = app.services;
  const everySeconds = app.config.loyalty.sweepSeconds;
  jobs.every({
    name: 'loyalty.birthdays',
    everySeconds,
    runAtStart: true,
    run: async () => {
      const birthdays = await loyaltyEvents.creditBirthdays();
      if (birthdays > 0) app.log.info({ birthdays }, 'birthday points credited');
    },
  });
  jobs.every({
    name: 'loyalty.expire-points',
    everySeconds,
    runAtStart: true,
    run: async () => {
      const expired = await loyalty.expiry.expireAll();
      if (expired > 0) app.log.info({ expired }, 'lapsed points expired');
    },
  });
  jobs.every({
    name: 'loyalty.tiers',
    everySeconds,
    runAtStart: true,
    run: async () => {
      const tiers = await loyalty.tiers.recalculateAll();
      if (tiers.changed > 0) app.log.info({ tiers }, 'tiers recalculated');
    },
  });
}
