import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../../db/client.ts';
import { listenTo } from '../../../db/notifications.ts';
import { intArray } from '../../../db/sql.ts';
import type { LateSources } from './sources.ts';

/** The channel migration `catalog_changes` notifies each new version on. */
export const CHANGES_CHANNEL = 'catalog_changes';
/** Time-bound changes (a promotion starting or ending, a price taking effect) are looked for at least this often. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/**
 * A rolled-back transaction leaves a gap in the versions that the floor cannot pass; past this
 * many remembered versions the floor moves to the highest applied one. A version below it that
 * commits later is still heard and applied (applying twice is harmless).
 */
const MOST_REMEMBERED = 10_000;
/** Versions older than this are removed when a model is built: every process has applied them. */
const KEEP_CHANGES = '1 day';

interface ChangeRow {
  version: string;
  product_ids: number[];
}

/**
 * Keeps a read model fresh: hears each committed version on `catalog_changes` (a dedicated
 * PostgreSQL connection, or the embedded database's own notifications), reads the products it
 * names and hands them to `apply`. Which versions were applied is remembered, so a version that
 * commits after a later one, or one missed while the connection was down, is still applied once.
 */
export class ChangeFeed {
  /** Every version up to here is applied; `seen` holds those applied beyond it. */
  private floor = 0;
  private readonly seen = new Set<number>();
  private pending = new Set<number>();
  /** The versions the batch in flight applies. */
  private inFlight = new Set<number>();
  private flushing: Promise<void> | undefined;
  private stopListening: () => Promise<void> = async () => {};
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private boundaryCheckedAt = new Date();

  constructor(
    private readonly db: Db,
    private readonly sources: LateSources,
    private readonly apply: (productIds: number[]) => Promise<void>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Listens, then answers the version the model may be built at: changes after it arrive as
   * notifications or are found by `catchUp`.
   */
  async start(): Promise<void> {
    await this.listen();
    await this.db.execute(
      sql`delete from catalog_changes where changed_at < now() - ${KEEP_CHANGES}::interval`,
    );
    const [row] = await queryRows<{ version: string | null }>(
      this.db,
      sql`select max(version)::text as version from catalog_changes`,
    );
    this.floor = Number(row?.version ?? 0);
    this.boundaryCheckedAt = new Date();
    await this.scheduleBoundary();
  }

  /** Applies every committed version not applied yet; resolves when the model shows them. */
  async catchUp(): Promise<void> {
    const rows = await queryRows<ChangeRow>(
      this.db,
      sql`select version::text, product_ids from catalog_changes where version > ${this.floor} order by version`,
    );
    // A batch in flight may be applying these very versions (the notification of the same commit):
    // once it is done they are seen and not reloaded a second time; if it failed they are retried.
    while (this.flushing) await this.flushing.catch(() => {});
    for (const row of rows) {
      const version = Number(row.version);
      if (version > this.floor && !this.seen.has(version)) this.pending.add(version);
    }
    await this.flush();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.stopListening();
    await this.flushing;
  }

  private heard(payload: string): void {
    const version = Number(payload);
    if (!Number.isSafeInteger(version) || this.seen.has(version) || this.inFlight.has(version)) return;
    this.pending.add(version);
    void this.flush().catch((error: unknown) =>
      this.log?.error({ err: error }, 'catalogue change not applied'),
    );
  }

  /** Applies the pending versions in one batch; versions heard meanwhile make the next one. */
  private async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const versions = [...this.pending];
    this.pending = new Set();
    this.inFlight = new Set(versions);
    this.flushing = (async () => {
      const rows = await queryRows<ChangeRow>(
        this.db,
        sql`select version::text, product_ids from catalog_changes where version = any(${sql`${`{${versions.join(',')}}`}::bigint[]`})`,
      );
      await this.apply([...new Set(rows.flatMap((row) => row.product_ids))]);
      for (const version of versions) this.seen.add(version);
      while (this.seen.has(this.floor + 1)) {
        this.floor += 1;
        this.seen.delete(this.floor);
      }
      if (this.seen.size > MOST_REMEMBERED) {
        this.floor = Math.max(this.floor, ...this.seen);
        this.seen.clear();
      }
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
      this.inFlight = new Set();
    }
  }

  private async listen(): Promise<void> {
    this.stopListening = await listenTo(this.db, CHANGES_CHANNEL, (payload) => this.heard(payload), {
      // Whatever committed while nobody listened is found in the table.
      resumed: () => this.catchUp(),
      log: this.log,
    });
  }

  /**
   * Promotions start and end, and recorded prices take effect, at times of their own: nothing
   * is written then, so the feed wakes at the next such time and reloads the products concerned.
   */
  private async scheduleBoundary(): Promise<void> {
    if (this.closed) return;
    const [policyAt, [price]] = await Promise.all([
      this.sources.promotions.nextBoundary(),
      queryRows<{ at: string | null }>(
        this.db,
        sql`select (extract(epoch from min(valid_from)) * 1000)::float8 as at
          from price_history where valid_from > now()`,
      ),
    ]);
    const next = [policyAt, price?.at == null ? null : Number(price.at)].filter(
      (at): at is number => at !== null,
    );
    const wait =
      next.length === 0 ? LONGEST_WAIT_MS : Math.min(LONGEST_WAIT_MS, Math.min(...next) - Date.now() + 5);
    this.timer = setTimeout(
      () => {
        this.boundaryPassed().catch((error: unknown) =>
          this.log?.error({ err: error }, 'catalogue: time-bound change not applied'),
        );
      },
      Math.max(0, wait),
    );
    this.timer.unref();
  }

  private async boundaryPassed(): Promise<void> {
    const from = this.boundaryCheckedAt;
    const to = new Date();
    // Promotions say what their started or ended policies cover; the catalogue finds the products.
    const due = await this.sources.promotions.dueBetween(from, to);
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select product_id as id from product_categories where category_id = any(${intArray(due.categoryIds)})
        union select id from products where manufacturer_id = any(${intArray(due.manufacturerIds)})
        union select product_id from price_history where valid_from > ${from} and valid_from <= ${to}`,
    );
    this.boundaryCheckedAt = to;
    const ids = [...due.productIds, ...rows.map((row) => row.id)];
    if (ids.length > 0) await this.apply(ids);
    await this.scheduleBoundary();
  }
}
