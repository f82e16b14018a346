import type { FastifyInstance } from 'fastify';

export interface IntervalJob {
  /** How often it runs; 0 or less: never. */
  seconds: number;
  /** The work: idempotent, since every process that has the job runs it. It logs what it did. */
  run: () => Promise<unknown>;
  /** What the error log line says when a run fails (the next run tries again). */
  failure: string;
  /** Also runs as soon as the app is ready, for work a process restarting more often than the interval must not skip. */
  runAtStart?: boolean;
}

/**
 * Runs a sweep every `seconds` from when the app is ready until it closes, one run at a time (a
 * run still going when the next is due makes that one wait for the following tick); closing waits
 * for the run in hand. The timer does not keep the process alive.
 */
export function registerIntervalJob(app: FastifyInstance, job: IntervalJob): void {
  if (job.seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, job.failure))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, job.seconds * 1000);
    timer.unref();
    if (job.runAtStart) sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
