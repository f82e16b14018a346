import type { FastifyInstance } from 'fastify';

/**
 * Keeps this process's loyalty settings those stored: seeded and read when the app is ready,
 * read again on every save any process commits, until the app closes. Loyalty's own plugin, so
 * the shop's behaviour never depends on the back office's routes being registered.
 */
export async function loyaltySettingsLifecycle(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', () => app.services.loyaltySettings.start());
  app.addHook('onClose', () => app.services.loyaltySettings.close());
}
