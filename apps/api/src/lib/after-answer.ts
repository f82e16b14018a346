import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, because how long it takes would tell the caller
 * something (whether an address has an account). A failure is logged, never answered; `settled`
 * waits for everything started so far and what that started in turn (closing the app, tests).
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` on a later turn of the event loop, so the answer goes out first. */
  start(name: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, work: name }, 'work after the answer failed'),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
