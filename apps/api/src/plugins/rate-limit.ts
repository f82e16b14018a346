import type { FastifyReply } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

export interface LimitRule {
  /** Attempts allowed in one window; the next one is refused. */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const PRUNE_ABOVE_KEYS = 10_000;

/**
 * Attempts per key (an IP, an email) in fixed windows, kept in this process.
 * `@fastify/rate-limit` counts requests per route; sign-in also needs to count only
 * failures per email (and per email and IP) and to clear them on success, which is this small class.
 * One counter per app instance: several API processes would each allow `max`.
 */
export class AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly rule: LimitRule) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return 0;
    return window.count >= this.rule.max ? window.resetAt - now : 0;
  }

  hit(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= PRUNE_ABOVE_KEYS) this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + this.rule.windowMs });
      return;
    }
    window.count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

export type LimitCheck = readonly [AttemptCounter, string];

/** Refuses with 429 (translated, with Retry-After) when any of the counters is exhausted for its key. */
export function enforceLimits(reply: FastifyReply, checks: readonly LimitCheck[]): void {
  const now = Date.now();
  const waitMs = Math.max(0, ...checks.map(([counter, key]) => counter.retryAfterMs(key, now)));
  if (waitMs > 0) {
    reply.header('retry-after', Math.ceil(waitMs / 1000));
    throw new HttpError(429, 'rate_limited');
  }
}

/** Whether any of the counters is exhausted for its key (e.g. a sign-in must now carry a captcha). */
export function anyExhausted(checks: readonly LimitCheck[]): boolean {
  const now = Date.now();
  return checks.some(([counter, key]) => counter.retryAfterMs(key, now) > 0);
}

/** Counts an attempt against every counter, e.g. a failed sign-in against its IP and its email. */
export function hitLimits(checks: readonly LimitCheck[]): void {
  const now = Date.now();
  for (const [counter, key] of checks) counter.hit(key, now);
}
