import type { FastifyInstance } from 'fastify';

/**
 * Starts the job runner once every module has defined its jobs and the app is ready; closing the
 * app stops it taking jobs and waits for the ones in hand before the database is closed.
 */
export async function jobsLifecycle(app: FastifyInstance): Promise<void> {
  app.addHook('onReady', () => app.services.jobs.start());
  app.addHook('onClose', () => app.services.jobs.stop());
}
