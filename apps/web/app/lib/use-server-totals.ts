import { type BrowserData, useBrowserData } from './use-browser-data';

/**
 * Totals the server computes for what the shopper has chosen (the cart's, the order's), asked
 * again on every change of `key` and never served from the cache: the last totals stay on screen
 * while the next ones are computed, and a failed call is logged and yields no totals (null), never
 * an error on the page (spec 000 §8, spec 001 §7). `key` null (no lines): nothing is asked for.
 */
export function useServerTotals<T>(
  key: readonly [string, ...unknown[]] | null,
  fetch: (signal: AbortSignal) => Promise<T>,
): BrowserData<T | null> {
  return useBrowserData(
    key,
    (signal) =>
      fetch(signal).catch((error: unknown) => {
        console.error(`Totals failed (${key?.[0]})`, error);
        return null;
      }),
    { keepPrevious: true, maxAgeMs: 0 },
  );
}
