import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import {
  createRouteDataCache,
  isFinalFailure,
  type RouteDataCacheClock,
  retryDelay,
} from './route-data-cache';

/** A clock the test moves by hand; each wait before a retry is recorded and moves it on. */
function testClock() {
  const waits: number[] = [];
  const clock: RouteDataCacheClock & { time: number; waits: number[] } = {
    time: 1_000_000,
    waits,
    now: () => clock.time,
    sleep: async (ms) => {
      waits.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

/** What `serverLoader()` throws for a loader's `throw data(null, { status })`. */
const routeError = (status: number) => ({ status, statusText: '', internal: false, data: null });

describe('route data cache', () => {
  it('serves an answer again for 100 s, then asks the server again', async () => {
    const clock = testClock();
    const cache = createRouteDataCache(clock);
    const fetch = vi.fn(async () => ({ n: fetch.mock.calls.length }));
    expect(await cache.load('/en/products/a', fetch)).toEqual({ n: 1 });
    clock.time += 99_999;
    expect(await cache.load('/en/products/a', fetch)).toEqual({ n: 1 });
    clock.time += 1;
    expect(await cache.load('/en/products/a', fetch)).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps each URL apart, its query included', async () => {
    const cache = createRouteDataCache(testClock());
    const first = await cache.load('/en/categories/x', async () => 'page 1');
    const second = await cache.load('/en/categories/x?page=2', async () => 'page 2');
    expect([first, second]).toEqual(['page 1', 'page 2']);
    expect(cache.size).toBe(2);
  });

  it('forgets an answer left unused for 5 minutes, and keeps one in use', async () => {
    const clock = testClock();
    const cache = createRouteDataCache(clock);
    await cache.load('/unused', async () => 1);
    await cache.load('/used', async () => 2);
    clock.time += 60_000;
    await cache.load('/used', async () => 3);
    clock.time += 240_000;
    await cache.load('/other', async () => 4);
    expect(cache.size).toBe(2);
  });

  it('forgets everything after a change', async () => {
    const cache = createRouteDataCache(testClock());
    const fetch = vi.fn(async () => 'answer');
    await cache.load('/en/products/a', fetch);
    cache.forget();
    await cache.load('/en/products/a', fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells its readers when it forgets, and still shows an old answer while asking again', async () => {
    const clock = testClock();
    const cache = createRouteDataCache(clock);
    const told = vi.fn();
    const stopTelling = cache.onForget(told);
    await cache.load('data:["totals"]', async () => 10);
    clock.time += 500_000;
    expect(cache.peek('data:["totals"]')).toBe(10);
    cache.forget();
    stopTelling();
    cache.forget();
    expect(told).toHaveBeenCalledTimes(1);
    expect(cache.peek('data:["totals"]')).toBeUndefined();
  });

  it('asks every time for a reader whose answers are never fresh enough (max age 0)', async () => {
    const cache = createRouteDataCache(testClock());
    const fetch = vi.fn(async () => 'totals');
    await cache.load('data:["totals"]', fetch, undefined, 0);
    await cache.load('data:["totals"]', fetch, undefined, 0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a failed answer 3 times, 1 s apart doubling, then gives the failure', async () => {
    const clock = testClock();
    const cache = createRouteDataCache(clock);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(cache.load('/en/products/a', fetch)).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(clock.waits).toEqual([1000, 2000, 4000]);
  });

  it('succeeds on a retry after a server failure, and keeps that answer', async () => {
    const clock = testClock();
    const cache = createRouteDataCache(clock);
    const failure = routeError(503);
    const fetch = vi.fn(async () => {
      if (fetch.mock.calls.length < 3) throw failure;
      return 'third time';
    });
    expect(await cache.load('/a', fetch)).toBe('third time');
    expect(await cache.load('/a', fetch)).toBe('third time');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a refusal or a redirect', async () => {
    const clock = testClock();
    const cache = createRouteDataCache(clock);
    const notFound = routeError(404);
    const fetch = vi.fn(async () => {
      throw notFound;
    });
    await expect(cache.load('/en/products/gone', fetch)).rejects.toBe(notFound);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(clock.waits).toEqual([]);
    expect(isFinalFailure(new Response(null, { status: 302, headers: { Location: '/' } }))).toBe(true);
    expect(isFinalFailure(routeError(500))).toBe(false);
    expect(isFinalFailure(new Error('Unexpected Server Error'))).toBe(false);
    expect(isFinalFailure(new ApiRequestError(404, null))).toBe(true);
    expect(isFinalFailure(new ApiRequestError(503, null))).toBe(false);
  });

  it('waits at most 30 s between retries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('lets a navigation share the prefetch on its way, and fetch again if that one was given up', async () => {
    const cache = createRouteDataCache(testClock());
    let release: (value: string) => void = () => {};
    const prefetch = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const navigation = vi.fn(async () => 'own');
    const first = cache.load('/a', prefetch);
    const second = cache.load('/a', navigation);
    release('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(navigation).not.toHaveBeenCalled();

    const given = cache.load('/b', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const after = cache.load('/b', navigation);
    await expect(given).rejects.toThrow('aborted');
    expect(await after).toBe('own');
  });
});
