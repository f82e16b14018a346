import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';

/** The services whose events and state the metrics read. */
export interface ObservedServices {
  catalog: CatalogService;
  orders: OrdersService;
  payments: PaymentsService;
  mail: MailService;
  jobs: JobRunner;
}

/** Seconds; from a cached page (a few ms) to a slow checkout on a loaded database. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route matched: its URL would let any visitor create series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The API's metrics, in a registry of its own per app (tests build many apps in one process).
 * Requests are labelled by route pattern and method only, so the number of series is bounded
 * by the routes, whatever URLs visitors send.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly responses: Counter<'status_class'>;
  private processMetrics = false;

  constructor(database: Database, services: ObservedServices) {
    const registers = [this.registry];
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern and method',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.responses = new Counter({
      name: 'http_responses_total',
      help: 'Answers sent, by status class (2xx, 3xx, 4xx, 5xx)',
      labelNames: ['status_class'],
      registers,
    });
    // Drizzle keeps the client it was built on as `$client`: on PostgreSQL, the app's one pool.
    const pool = (database.db as unknown as { $client?: unknown }).$client;
    if (database.kind === 'postgres' && pool instanceof pg.Pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool: connections open (total), open and unused (idle), queries waiting for one (waiting)',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    new Gauge({
      name: 'shop_listing_answers',
      help: 'Listing and search answers kept (entries, bytes), and how often an asked one was kept (hits) or worked out (misses) since the process started',
      labelNames: ['measure'],
      registers,
      collect() {
        const stats = services.catalog.model.answers.stats();
        for (const [measure, value] of Object.entries(stats)) this.set({ measure }, value);
      },
    });
    new Gauge({
      name: 'shop_mail_outbox_messages',
      help: 'Unsent mails: pending (to be tried again) and failed (given up after the last try)',
      labelNames: ['state'],
      registers,
      async collect() {
        const counts = await services.mail.outboxCounts();
        this.set({ state: 'pending' }, counts.pending);
        this.set({ state: 'failed' }, counts.failed);
      },
    });
    new Gauge({
      name: 'shop_jobs',
      help: 'Background jobs by queue: waiting to run (queued, new or retrying), running (active), kept as failed after the last retry (failed)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const counts of await services.jobs.counts()) {
          this.set({ queue: counts.queue, state: 'queued' }, counts.queued);
          this.set({ queue: counts.queue, state: 'active' }, counts.active);
          this.set({ queue: counts.queue, state: 'failed' }, counts.failed);
        }
      },
    });
    const jobFailures = new Counter({
      name: 'shop_job_failures_total',
      help: 'Tries of background jobs that threw in this process since it started (each is retried until its last), by queue',
      labelNames: ['queue'],
      registers,
    });
    services.jobs.onFailure((queue) => jobFailures.inc({ queue }));
    const placed = new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed by this process since it started',
      registers,
    });
    services.orders.onPlaced(async () => placed.inc());
    const payments = new Counter({
      name: 'shop_payment_reports_total',
      help: 'Card payment reports (returns and notifications) settled, by provider and result; a repeated report counts again',
      labelNames: ['provider', 'result'],
      registers,
    });
    services.payments.onSettled(({ provider, result }) => payments.inc({ provider, result }));
  }

  /** Records one answered request; `route` is the matched pattern, absent when none matched. */
  observeResponse(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.latency.observe({ method, route: route ?? UNMATCHED_ROUTE }, seconds);
    this.responses.inc({ status_class: `${Math.floor(statusCode / 100)}xx` });
  }

  /** The text a Prometheus scrape reads. */
  async scrape(): Promise<string> {
    // Process metrics start an event-loop monitor that lives as long as the process: only an app
    // that is scraped starts it, not every app a test builds.
    if (!this.processMetrics) {
      collectDefaultMetrics({ register: this.registry });
      this.processMetrics = true;
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
