import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Db, queryRows } from '../../db/client.ts';
import { type JobsConnection, jobsConnection, transactionExecutor } from './sql-executor.ts';

export interface JobSettings {
  /** Seconds between a worker's looks for new jobs of an event-driven queue (mail delivery). */
  pollSeconds: number;
  /** Connections of the runner's own pool on PostgreSQL. */
  poolSize: number;
  /** How long stopping waits for the jobs in hand before it gives them back to be retried. */
  stopTimeoutMs: number;
}

export interface JobDefinition<Data> {
  /** The queue, `<domain>.<what>`. */
  name: string;
  /** The work; a throw fails this try, which is retried until `retryLimit` retries failed too. */
  run(data: Data): Promise<void>;
  /** Retries after the first try (default 2); the last failure keeps the job as failed. */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); doubled, with jitter, for each next one. */
  retryDelaySeconds?: number;
  /** Longest a try may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
}

export interface PeriodicJob extends Omit<JobDefinition<null>, 'run'> {
  run(): Promise<void>;
  /** How often it runs across every process of the shop; 0 or less: never (not even defined). */
  everySeconds: number;
  /** Also asks for a run as soon as the app is ready (a process restarting more often than the interval still runs it). */
  runAtStart?: boolean;
}

/** A job that failed its last retry, as staff see it. */
export interface FailedJobRecord {
  id: string;
  queue: string;
  data: unknown;
  error: string;
  retries: number;
  createdAt: Date;
  failedAt: Date;
}

/** Jobs per queue now: waiting to run (new or retrying), running, and kept as failed. */
export interface QueueCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

interface Queue {
  definition: JobDefinition<never>;
  everySeconds?: number;
  runAtStart?: boolean;
  workerId?: string;
}

/** pg-boss's tables live in a schema of their own: installed by migration 0037, upgraded by pg-boss itself. */
const SCHEMA = 'pgboss';
/** Sweeps look for work this seldom; the process that asks for a run wakes its own worker at once. */
const SWEEP_POLL_SECONDS = 30;
const DAY_SECONDS = 86_400;
/** The advisory lock queue creations take turns under; any number no other part of the shop uses. */
const QUEUE_CREATION_LOCK_KEY = 7_315_031;

function retryOptions(definition: JobDefinition<never>) {
  const { retryLimit = 2, retryDelaySeconds = 10, expireInSeconds = 900 } = definition;
  return { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds };
}

/**
 * Every background job of the shop runs here, on pg-boss over the shop's own database: a job
 * is a row, taken by one worker of one process (`FOR UPDATE SKIP LOCKED`), retried with
 * back-off when it throws and kept as failed after its last retry. Periodic sweeps are
 * throttled to one job per interval across all processes. Modules define their jobs
 * while the app is built; the runner starts when the app is ready and, when it closes, stops
 * taking jobs and waits for the ones in hand.
 */
export class JobRunner {
  private readonly queues = new Map<string, Queue>();
  private readonly connection: JobsConnection;
  private readonly boss: PgBoss;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly inHand = new Set<Promise<void>>();
  private readonly failureListeners: ((queue: string) => void)[] = [];
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly settings: JobSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connection = jobsConnection(db, settings.poolSize);
    this.boss = new PgBoss({
      db: this.connection,
      schema: SCHEMA,
      // Intervals are the modules' settings in seconds, not cron: no clock monitor needed.
      schedule: false,
      // The longest sweep interval must fit in the window a throttled slot is remembered.
      archiveCompletedAfterSeconds: DAY_SECONDS,
      archiveFailedAfterSeconds: 7 * DAY_SECONDS,
      deleteAfterDays: 30,
    });
    this.boss.on('error', (error: unknown) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Defines a job that runs when sent (`send`); before the app is ready. */
  define<Data>(definition: JobDefinition<Data>): void {
    this.add({ definition: definition as JobDefinition<never> });
  }

  /** Defines a sweep that runs every `everySeconds`, once across processes; before the app is ready. */
  every(job: PeriodicJob): void {
    if (job.everySeconds <= 0) return;
    const { everySeconds, runAtStart, run, ...options } = job;
    this.add({ definition: { ...options, run: () => run() }, everySeconds, runAtStart });
  }

  private add(queue: Queue): void {
    if (this.started) throw new Error(`job ${queue.definition.name} defined after the runner started`);
    if (this.queues.has(queue.definition.name))
      throw new Error(`job ${queue.definition.name} is defined already`);
    this.queues.set(queue.definition.name, queue);
  }

  /** Called with the queue's name each time a try of one of its jobs throws. */
  onFailure(listener: (queue: string) => void): void {
    this.failureListeners.push(listener);
  }

  /**
   * Enqueues a job inside `tx`, so it exists exactly when the change that causes it commits. A
   * job `id` that exists already is not enqueued again. Answers the id, or null when nothing was
   * enqueued (the same id, or a queue that does not exist yet).
   */
  send(tx: Db, name: string, data: object, options: { id?: string } = {}): Promise<string | null> {
    const definition = this.queues.get(name)?.definition;
    // The job carries its own retry rules: a queue no process has started yet has none of them.
    return this.boss.send(name, data, {
      ...options,
      ...(definition ? retryOptions(definition) : {}),
      db: transactionExecutor(tx),
    });
  }

  /** Checks pg-boss's schema (a later pg-boss upgrades it), creates missing queues, starts the workers and the sweeps' clocks. */
  async start(): Promise<void> {
    if (this.started || this.queues.size === 0) return;
    this.started = true;
    await this.boss.start();
    // Queues are set up side by side: a process restarting after a crash takes jobs again sooner.
    await Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        await this.setUpQueue(name, queue.definition);
        queue.workerId = await this.boss.work(
          name,
          { pollingIntervalSeconds: queue.everySeconds ? SWEEP_POLL_SECONDS : this.settings.pollSeconds },
          (jobs) => this.handle(name, queue, jobs),
        );
      }),
    );
    for (const [name, queue] of this.queues) {
      const everySeconds = queue.everySeconds;
      if (!everySeconds) continue;
      const timer = setInterval(() => void this.askForRun(name, queue, everySeconds), everySeconds * 1000);
      timer.unref();
      this.timers.push(timer);
      if (queue.runAtStart) await this.askForRun(name, queue, everySeconds);
    }
  }

  /**
   * Creates the queue when it does not exist, and brings its retry rules up to the definition's.
   * A queue's partition DDL deadlocks with another process creating the same queue (replicas
   * starting together), so creations take turns under a lock.
   */
  private async setUpQueue(name: string, definition: JobDefinition<never>): Promise<void> {
    // Not pg-boss's singleton policy for sweeps: a run left active by a killed process would hold
    // every later one back until it expired. The slot key already makes one run per interval; a
    // run longer than its interval may overlap the next, which every sweep's claims make harmless.
    const options: PgBoss.Queue = { name, policy: 'standard', ...retryOptions(definition) };
    const existing = await this.boss.getQueue(name);
    if (!existing) {
      await this.connection.transaction([
        { text: 'select pg_advisory_xact_lock($1)', values: [QUEUE_CREATION_LOCK_KEY] },
        { text: `select ${SCHEMA}.create_queue($1, $2)`, values: [name, options] },
      ]);
    }
    const same =
      existing !== null &&
      existing.policy === options.policy &&
      existing.retryLimit === options.retryLimit &&
      existing.retryDelay === options.retryDelay &&
      existing.retryBackoff === options.retryBackoff &&
      existing.expireInSeconds === options.expireInSeconds;
    if (!same) await this.boss.updateQueue(name, options);
  }

  /**
   * One run per interval: every process asks for the run of the current time slot, and the slot's
   * unique key lets the first ask in; its own worker is woken so the run starts at once.
   */
  private async askForRun(name: string, queue: Queue, everySeconds: number): Promise<void> {
    try {
      const id = await this.boss.send(name, {}, { singletonKey: name, singletonSeconds: everySeconds });
      if (id && queue.workerId) this.boss.notifyWorker(queue.workerId);
    } catch (error) {
      this.log.error({ err: error, job: name }, 'could not ask for a job run');
    }
  }

  private async handle(name: string, queue: Queue, jobs: PgBoss.Job<unknown>[]): Promise<void> {
    const work = (async () => {
      for (const job of jobs) await queue.definition.run(job.data as never);
    })();
    const tracked = work.catch(() => {});
    this.inHand.add(tracked);
    try {
      await work;
    } catch (error) {
      this.log.error({ err: error, job: name, ids: jobs.map((job) => job.id) }, 'job failed');
      for (const listener of this.failureListeners) listener(name);
      throw error;
    } finally {
      this.inHand.delete(tracked);
    }
  }

  /** Takes no more jobs, waits for the ones in hand (up to `stopTimeoutMs`), then lets go of the database. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (this.started) {
      await this.boss.stop({
        graceful: true,
        wait: true,
        close: false,
        timeout: this.settings.stopTimeoutMs,
      });
    }
    // A look for jobs in flight when stopping began still hands what it fetched to its worker,
    // and pg-boss records each outcome without awaiting it: wait until neither is left.
    let busy = true;
    while (busy) {
      busy = this.inHand.size > 0;
      await Promise.all([...this.inHand]);
      if (await this.connection.settle()) busy = true;
      if (this.inHand.size > 0) busy = true;
    }
    await this.connection.close();
  }

  /** Jobs kept as failed after their last retry (also those archived), newest first. */
  async failed(limit: number): Promise<FailedJobRecord[]> {
    const columns = sql.raw(`id::text, name, data, retry_count, created_on, completed_on,
      coalesce(output->>'message', output->'value'->>'message', output::text) as error`);
    const rows = await queryRows<{
      id: string;
      name: string;
      data: unknown;
      retry_count: number;
      created_on: Date | string;
      completed_on: Date | string;
      error: string | null;
    }>(
      this.db,
      sql`select * from (
        select ${columns} from ${sql.raw(`${SCHEMA}.job`)} where state = 'failed'
        union all
        select ${columns} from ${sql.raw(`${SCHEMA}.archive`)} where state = 'failed'
      ) failed order by completed_on desc, id limit ${limit}`,
    );
    return rows.map((row) => ({
      id: row.id,
      queue: row.name,
      data: row.data,
      error: row.error ?? '',
      retries: row.retry_count,
      createdAt: new Date(row.created_on),
      failedAt: new Date(row.completed_on),
    }));
  }

  /** Jobs per queue now, for the metrics. */
  async counts(): Promise<QueueCounts[]> {
    const rows = await queryRows<{ name: string; state: string; count: number }>(
      this.db,
      sql`select name, state::text, count(*)::int as count from ${sql.raw(`${SCHEMA}.job`)} group by name, state`,
    );
    const byQueue = new Map<string, QueueCounts>();
    for (const row of rows) {
      const counts = byQueue.get(row.name) ?? { queue: row.name, queued: 0, active: 0, failed: 0 };
      if (row.state === 'created' || row.state === 'retry') counts.queued += row.count;
      else if (row.state === 'active') counts.active += row.count;
      else if (row.state === 'failed') counts.failed += row.count;
      byQueue.set(row.name, counts);
    }
    return [...byQueue.values()];
  }
}
