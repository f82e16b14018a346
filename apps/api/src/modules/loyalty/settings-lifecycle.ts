import type { FastifyInstance } from 'fastify';

/**
 * Keeps this process's loyalty settings those stored: seeded and read when the app is ready,
 * read again on every save any process commits, until the app closes. Loyalty's own plugin, so
 * the shop's behaviour never depends on the back office's routes being registered.
 */
export async function loyaltySettingsLifecycle(app: FastifyInstance): Promise<void> {
  // A database that does not answer at start must not stop the process (readiness says so): the
  // configured values stand until the row can be read, as the catalogue waits for its model.
  app.addHook('onReady', async () => {
    await app.services.loyaltySettings
      .start()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'loyalty settings not read; the configured values stand'),
      );
  });
  app.addHook('onClose', () => app.services.loyaltySettings.close());
}
