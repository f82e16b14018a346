import type { FastifyInstance } from 'fastify';

/**
 * Every `repeatPurchases.sweepSeconds` (0: never) mails the reminders of the repeats coming due.
 * The sweep is idempotent (one reminder per repeat and due day), so several processes may run it.
 */
export async function repeatPurchaseSweepJob(app: FastifyInstance) {
  const seconds = app.config.repeatPurchases.sweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= app.services.repeatPurchases
      .remindDue()
      .then((mails) => {
        if (mails > 0) app.log.info({ mails }, 'repeat purchase reminders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'repeat purchase sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, seconds * 1000);
    timer.unref();
    sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
