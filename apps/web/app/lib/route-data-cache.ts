import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  QUERY_STALE_TIME_MS,
} from '@shop/contract';
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ApiRequestError } from './api-client';

/**
 * The browser's cache of server loader answers, by page URL, with the caching rules of the
 * specification (000 §9): an answer is served again for 100 s, forgotten after 5 minutes
 * unused, and a failed answer is asked for again 3 times, 1 s apart doubling up to 30 s.
 * A refusal (4xx) or a redirect is final and never retried. Decision 054.
 */
export interface RouteDataCache {
  /**
   * The kept answer while younger than `maxAgeMs` (100 s unless told), else the server's, a
   * failure asked for again `retries` times (3 unless told).
   */
  load<T>(
    key: string,
    fetch: () => Promise<T>,
    signal?: AbortSignal,
    maxAgeMs?: number,
    retries?: number,
  ): Promise<T>;
  /** The kept answer, however old, without asking: what a component shows while it asks. */
  peek<T>(key: string): T | undefined;
  /** Every answer is asked for again: called after a change, so the pages show it. */
  forget(): void;
  /** Called after each `forget()`; returns the unsubscribe. */
  onForget(listener: () => void): () => void;
  readonly size: number;
}

interface Entry {
  data: unknown;
  fetchedAt: number;
  usedAt: number;
}

export interface RouteDataCacheClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

const realClock: RouteDataCacheClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A refusal (4xx), a redirect or a navigation given up: asking again would not change it. */
export function isFinalFailure(error: unknown): boolean {
  if (error instanceof Response) return true;
  if (error instanceof ApiRequestError) return error.status >= 300 && error.status < 500;
  if (isRouteErrorResponse(error)) return error.status < 500;
  return isAbort(error);
}

/** The wait before retry `attempt` (0-based): 1 s, 2 s, 4 s… never above 30 s. */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);

export function createRouteDataCache(clock: RouteDataCacheClock = realClock): RouteDataCache {
  const entries = new Map<string, Entry>();
  // A hover's prefetch still on its way serves the navigation that follows it.
  const inFlight = new Map<string, Promise<unknown>>();
  const forgetListeners = new Set<() => void>();

  function dropUnused(now: number) {
    for (const [key, entry] of entries) if (now - entry.usedAt >= QUERY_GC_TIME_MS) entries.delete(key);
  }

  async function withRetries<T>(fetch: () => Promise<T>, retries: number, signal?: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetch();
      } catch (error) {
        if (attempt >= retries || isFinalFailure(error) || signal?.aborted) throw error;
        await clock.sleep(retryDelay(attempt), signal);
      }
    }
  }

  return {
    async load<T>(
      key: string,
      fetch: () => Promise<T>,
      signal?: AbortSignal,
      maxAgeMs = QUERY_STALE_TIME_MS,
      retries = QUERY_RETRIES,
    ): Promise<T> {
      dropUnused(clock.now());
      const cached = entries.get(key);
      if (cached && clock.now() - cached.fetchedAt < maxAgeMs) {
        cached.usedAt = clock.now();
        return cached.data as T;
      }
      const pending = inFlight.get(key) as Promise<T> | undefined;
      if (pending) {
        try {
          return await pending;
        } catch (error) {
          // Only the other caller gave up: this one still wants the answer.
          if (signal?.aborted || !isAbort(error)) throw error;
        }
      }
      const request = withRetries(fetch, retries, signal);
      inFlight.set(key, request);
      try {
        const data = await request;
        const now = clock.now();
        entries.set(key, { data, fetchedAt: now, usedAt: now });
        return data;
      } finally {
        if (inFlight.get(key) === request) inFlight.delete(key);
      }
    },
    peek<T>(key: string): T | undefined {
      return entries.get(key)?.data as T | undefined;
    },
    forget: () => {
      entries.clear();
      inFlight.clear();
      for (const listener of forgetListeners) listener();
    },
    onForget(listener) {
      forgetListeners.add(listener);
      return () => {
        forgetListeners.delete(listener);
      };
    },
    get size() {
      return entries.size;
    },
  };
}

/** The tab's one cache: route loaders' answers by URL, and `useBrowserData`'s by its key. */
export const routeData = createRouteDataCache();

/** Drops every kept answer; a change made outside a router action calls it before `revalidate()`. */
export const forgetRouteData = () => routeData.forget();

/**
 * A page route's `clientLoader`: its server loader's answer for this URL, from the cache while
 * fresh. On hydration the server's answer in the HTML primes the cache without a request.
 *
 *   export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
 *   clientLoader.hydrate = true as const;
 *   export const shouldRevalidate = revalidateAfterChanges;
 */
export function cachedServerLoader<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T> {
  const url = new URL(request.url);
  return routeData.load(`${url.pathname}${url.search}`, serverLoader, request.signal);
}

/**
 * The router's own revalidation, except that a submission (an action, a fetcher's POST) first
 * empties the cache: whatever it changed is then read afresh from the server.
 */
export function revalidateAfterChanges({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') forgetRouteData();
  return defaultShouldRevalidate;
}
