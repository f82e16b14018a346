import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { attemptWindows } from '../db/schema/index.ts';

/** One counter's key in its current window: attempts so far and when the window ends (epoch ms). */
export interface AttemptWindow {
  count: number;
  resetAt: number;
}

export interface AttemptHit {
  key: string;
  windowMs: number;
}

/**
 * Where attempt counters live, shared by every API process of the shop. Time is the application's
 * clock, passed in, so tests move it with `vi.setSystemTime` and every store agrees with the others.
 */
export interface AttemptStore {
  /** The windows of these keys that are still open at `now`; keys with none are left out. */
  openWindows(keys: readonly string[], now: number): Promise<Map<string, AttemptWindow>>;
  /** Counts one attempt per key: in its open window, or in a new one of `windowMs` from `now`. */
  hit(hits: readonly AttemptHit[], now: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Ended windows are deleted at most this often per process, on the next attempt. */
const PRUNE_EVERY_MS = 60_000;

/** Counters in the `attempt_windows` table; one upsert counts an attempt atomically however many processes race. */
export class DatabaseAttemptStore implements AttemptStore {
  private prunedAt = 0;

  constructor(private readonly db: Db) {}

  async openWindows(keys: readonly string[], now: number): Promise<Map<string, AttemptWindow>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(attemptWindows)
      .where(and(inArray(attemptWindows.key, [...keys]), gt(attemptWindows.resetAt, new Date(now))));
    return new Map(rows.map((row) => [row.key, { count: row.count, resetAt: row.resetAt.getTime() }]));
  }

  async hit(hits: readonly AttemptHit[], now: number): Promise<void> {
    if (hits.length === 0) return;
    const at = new Date(now);
    const ended = sql`${attemptWindows.resetAt} <= ${at.toISOString()}::timestamptz`;
    // Keys in one order, so two requests upserting the same keys never wait on each other in a circle.
    const rows = uniqueByKey(hits)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((hit) => ({ key: hit.key, count: 1, resetAt: new Date(now + hit.windowMs) }));
    await this.db
      .insert(attemptWindows)
      .values(rows)
      .onConflictDoUpdate({
        target: attemptWindows.key,
        set: {
          count: sql`case when ${ended} then 1 else ${attemptWindows.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${attemptWindows.resetAt} end`,
        },
      });
    if (now - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.db.delete(attemptWindows).where(lte(attemptWindows.resetAt, at));
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(attemptWindows).where(eq(attemptWindows.key, key));
  }

  async close(): Promise<void> {}
}

/**
 * Counts in a Redis hash `{ c: count, r: resetAt }` per key, in one script so concurrent hits from
 * several processes never lose a count. Redis expires the key after its window by its own clock;
 * the application's `resetAt` decides whether the window is still open.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'r'))
if resetAt == nil or resetAt <= now then
  redis.call('HSET', KEYS[1], 'c', 1, 'r', string.format('%.0f', now + windowMs))
  redis.call('PEXPIRE', KEYS[1], windowMs)
else
  redis.call('HINCRBY', KEYS[1], 'c', 1)
end
return 1
`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;

  constructor(options: { url: string; keyPrefix: string }) {
    // A Redis that is away fails the request after one retry instead of holding it in a queue.
    this.redis = new Redis(options.url, { keyPrefix: options.keyPrefix, maxRetriesPerRequest: 1 });
  }

  async openWindows(keys: readonly string[], now: number): Promise<Map<string, AttemptWindow>> {
    if (keys.length === 0) return new Map();
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hmget(key, 'c', 'r');
    const replies = (await pipeline.exec()) ?? [];
    const windows = new Map<string, AttemptWindow>();
    keys.forEach((key, index) => {
      const [error, value] = replies[index] ?? [null, null];
      if (error) throw error;
      const [count, resetAt] = (value as (string | null)[] | null) ?? [];
      if (count != null && resetAt != null && Number(resetAt) > now) {
        windows.set(key, { count: Number(count), resetAt: Number(resetAt) });
      }
    });
    return windows;
  }

  async hit(hits: readonly AttemptHit[], now: number): Promise<void> {
    if (hits.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const hit of uniqueByKey(hits)) pipeline.eval(HIT_SCRIPT, 1, hit.key, now, hit.windowMs);
    for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

function uniqueByKey(hits: readonly AttemptHit[]): AttemptHit[] {
  return [...new Map(hits.map((hit) => [hit.key, hit])).values()];
}
