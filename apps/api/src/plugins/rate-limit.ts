import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { type AttemptStore, DatabaseAttemptStore, RedisAttemptStore } from './attempt-stores.ts';

export interface LimitRule {
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

/**
 * Attempts per key (an IP, an email) in fixed windows. `@fastify/rate-limit` counts requests per
 * route; sign-in also needs to count only failures per email (and per email and IP) and to clear
 * them on success, which is this small class. The counts live in the shared store (the database,
 * or Redis), so several API processes together allow `max`, not `max` each.
 */
export class AttemptCounter {
  constructor(
    readonly store: AttemptStore,
    private readonly name: string,
    readonly rule: LimitRule,
  ) {}

  /** The key in the store: the counter's name keeps two counters of one key (an IP) apart. */
  storeKey(key: string): string {
    return `${this.name}:${key}`;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.storeKey(key));
  }
}

/** The app's counters, each named once, all in one store. */
export class AttemptLimits {
  private readonly names = new Set<string>();

  constructor(private readonly store: AttemptStore) {}

  counter(name: string, rule: LimitRule): AttemptCounter {
    if (this.names.has(name)) throw new Error(`Attempt counter ${name} is defined twice`);
    this.names.add(name);
    return new AttemptCounter(this.store, name, rule);
  }
}

/** The store from the configuration: Redis when `REDIS_URL` is set, else the shop's database. */
export const attemptLimitsPlugin = fp(async (app: FastifyInstance) => {
  const store = app.config.redis
    ? new RedisAttemptStore(app.config.redis)
    : new DatabaseAttemptStore(app.database.db);
  app.decorate('attemptLimits', new AttemptLimits(store));
  app.addHook('onClose', () => store.close());
});

export type LimitCheck = readonly [AttemptCounter, string];

/** Milliseconds until each check's key may try again; 0 when it may now. */
export async function retryAfterMs(checks: readonly LimitCheck[], now = Date.now()): Promise<number[]> {
  const keysByStore = new Map<AttemptStore, string[]>();
  for (const [counter, key] of checks) {
    keysByStore.set(counter.store, [...(keysByStore.get(counter.store) ?? []), counter.storeKey(key)]);
  }
  const windows = await Promise.all(
    [...keysByStore].map(async ([store, keys]) => [store, await store.openWindows(keys, now)] as const),
  );
  const byStore = new Map(windows);
  return checks.map(([counter, key]) => {
    const window = byStore.get(counter.store)?.get(counter.storeKey(key));
    return window && window.count >= counter.rule.max ? window.resetAt - now : 0;
  });
}

/** Refuses with 429 (translated, with Retry-After) when any of the counters is exhausted for its key. */
export async function enforceLimits(reply: FastifyReply, checks: readonly LimitCheck[]): Promise<void> {
  const waitMs = Math.max(0, ...(await retryAfterMs(checks)));
  if (waitMs > 0) {
    reply.header('retry-after', Math.ceil(waitMs / 1000));
    throw new HttpError(429, 'rate_limited');
  }
}

/** Whether any of the counters is exhausted for its key (e.g. a sign-in must now carry a captcha). */
export async function anyExhausted(checks: readonly LimitCheck[]): Promise<boolean> {
  return (await retryAfterMs(checks)).some((waitMs) => waitMs > 0);
}

/** Counts an attempt against every counter, e.g. a failed sign-in against its IP and its email. */
export async function hitLimits(checks: readonly LimitCheck[]): Promise<void> {
  const now = Date.now();
  const hitsByStore = new Map<AttemptStore, { key: string; windowMs: number }[]>();
  for (const [counter, key] of checks) {
    const hit = { key: counter.storeKey(key), windowMs: counter.rule.windowMs };
    hitsByStore.set(counter.store, [...(hitsByStore.get(counter.store) ?? []), hit]);
  }
  await Promise.all([...hitsByStore].map(([store, hits]) => store.hit(hits, now)));
}
