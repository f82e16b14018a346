import type { FastifyInstance } from 'fastify';

/**
 * Every `jobs.cleanupSweepSeconds` (0: never), once across every process: deletes customer
 * sessions past their expiry, mailed links (account and newsletter) expired a while ago and spent
 * captcha challenges past theirs. Each owner deletes its own rows; deleting twice deletes nothing.
 */
export async function cleanupJob(app: FastifyInstance): Promise<void> {
  const { captcha, customerCleanup, newsletter } = app.services;
  app.services.jobs.every({
    name: 'housekeeping.expired-rows',
    everySeconds: app.config.jobs.cleanupSweepSeconds,
    run: async () => {
      const customers = await customerCleanup.deleteExpired();
      const newsletterLinks = await newsletter.deleteExpiredLinks();
      const challenges = await captcha.deleteExpired();
      if (customers.sessions + customers.links + newsletterLinks + challenges > 0)
        app.log.info({ ...customers, newsletterLinks, challenges }, 'expired rows deleted');
    },
  });
}
