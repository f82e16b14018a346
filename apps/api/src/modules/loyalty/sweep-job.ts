import type { FastifyInstance } from 'fastify';

/**
 * Every `loyalty.sweepSeconds` (0: never): credits today's birthdays (Athens), expires the points
 * that lapsed and recalculates every tier, since purchases and points leave the tiers' window as
 * time passes. All three are idempotent, so several processes may run it.
 */
export async function loyaltySweepJob(app: FastifyInstance) {
  const seconds = app.config.loyalty.sweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= (async () => {
      const birthdays = await app.services.loyaltyEvents.creditBirthdays();
      const expired = await app.services.loyalty.expiry.expireAll();
      const tiers = await app.services.loyalty.tiers.recalculateAll();
      if (birthdays > 0 || expired > 0 || tiers.changed > 0)
        app.log.info({ birthdays, expired, tiers }, 'loyalty sweep');
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'loyalty sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, seconds * 1000);
    timer.unref();
    // A process that restarts more often than the interval still credits today's birthdays.
    sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
