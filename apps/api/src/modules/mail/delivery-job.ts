import type { FastifyInstance } from 'fastify';
import { DELIVERY_EXPIRE_SECONDS, MAIL_DELIVERY_QUEUE } from './service.ts';

/** How often unsent rows without a delivery job are looked for (and at every start). */
const REQUEUE_SECONDS = 3600;

/**
 * With `SMTP_URL`, each outbox row is delivered by a job of its own, enqueued with the row
 * (`MailService.sendIn`); retries back off from `MAIL_RETRY_DELAY_SECONDS`, `MAIL_RETRY_LIMIT`
 * times. A sweep enqueues the rows that have no job yet (written before SMTP was configured).
 */
export async function mailDeliveryJob(app: FastifyInstance): Promise<void> {
  const { mail, jobs } = app.services;
  if (!mail.delivers) return;
  const { retryLimit, retryDelaySeconds } = app.config.mailDelivery;
  jobs.define<{ id: number }>({
    name: MAIL_DELIVERY_QUEUE,
    retryLimit,
    retryDelaySeconds,
    expireInSeconds: DELIVERY_EXPIRE_SECONDS,
    run: ({ id }) => mail.deliver(id),
  });
  jobs.every({
    name: 'mail.requeue',
    everySeconds: REQUEUE_SECONDS,
    runAtStart: true,
    run: async () => {
      const enqueued = await mail.requeueUndelivered();
      if (enqueued > 0) app.log.info({ enqueued }, 'undelivered mails enqueued');
    },
  });
}
