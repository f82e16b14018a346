import type { FastifyInstance } from 'fastify';
import { TRANSMIT_QUEUE } from './transmission.ts';

/** How far back the sweep looks for orders whose document a crash may have lost. */
const RECONCILE_HOURS = 48;
/** A pending document untried this long has no job left: it is enqueued again. */
const REENQUEUE_HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * With myDATA credentials, each document is sent by a job of its own, enqueued in the
 * transaction that issued it; technical errors and timeouts are retried from
 * `MYDATA_RETRY_DELAY_SECONDS`, doubled, `MYDATA_RETRY_LIMIT` times. Every
 * `DOCUMENTS_SWEEP_SECONDS` a sweep issues the documents a crash kept from being issued, and
 * enqueues again the pending documents whose job ran out of retries while myDATA was away.
 */
export async function documentJobs(app: FastifyInstance): Promise<void> {
  const { documents, documentTransmitter, jobs } = app.services;
  const { retryLimit, retryDelaySeconds, sweepSeconds } = app.config.documents;
  if (documentTransmitter) {
    jobs.define<{ id: number }>({
      name: TRANSMIT_QUEUE,
      retryLimit,
      retryDelaySeconds,
      expireInSeconds: 300,
      run: async ({ id }) => {
        await documentTransmitter.transmit(id);
      },
    });
  }
  jobs.every({
    name: 'documents.sweep',
    everySeconds: sweepSeconds,
    runAtStart: true,
    run: async () => {
      const now = Date.now();
      const reconciled = await documents.reconcileSince(new Date(now - RECONCILE_HOURS * HOUR_MS));
      // One round a day: a job still retrying keeps its id, one that gave up is replaced.
      const round = 1 + (Math.floor(now / (REENQUEUE_HOURS * HOUR_MS)) % 0xffe);
      const enqueued = await documents.requeueUntried(new Date(now - REENQUEUE_HOURS * HOUR_MS), round);
      if (enqueued > 0 || reconciled > 0) app.log.info({ reconciled, enqueued }, 'documents swept');
    },
  });
}
