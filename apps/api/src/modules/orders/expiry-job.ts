import type { FastifyInstance } from 'fastify';

/**
 * Cancels unpaid orders whose time ran out every `orderExpirySweepSeconds` (0: never), from when
 * the app is ready until it closes. Several processes may run it: the sweep skips rows another
 * holds, and a cancelled order cannot be cancelled again.
 */
export async function orderExpiryJob(app: FastifyInstance) {
  const seconds = app.config.orders.expirySweepSeconds;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= app.services.orders
      .cancelExpired()
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'cancelled expired unpaid orders');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expired-order sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
