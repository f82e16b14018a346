import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { routeData } from './route-data-cache';

/**
 * Data only the browser can ask for (the signed-in customer's, the cart's totals) or that a
 * widget needs after an interaction, kept in the tab's one cache with the same rules as the
 * pages' loader answers (decision 054): fresh for 100 s, kept 5 minutes unused, a failure
 * retried 3 times, a refusal (4xx) final. Every mounted reader asks again after a change
 * (`forgetRouteData()`). Never read during server rendering: the first render shows no data.
 */
export interface BrowserData<T> {
  /** The answer for this key; with `keepPrevious`, the last key's answer while this one loads. */
  data: T | undefined;
  /** The last failure, after its retries. */
  error: unknown;
  /** Asking the server, with or without something to show meanwhile. */
  loading: boolean;
}

export interface BrowserDataOptions {
  /** How long an answer is served again without asking; 100 s unless told (0: always ask). */
  maxAgeMs?: number;
  /** Keep showing the previous key's answer while the new one loads (e.g. totals as lines change). */
  keepPrevious?: boolean;
  /** False: a failure is shown at once, not asked for again (a page that explains it, e.g. an order's). */
  retry?: boolean;
}

let changes = 0;
const subscribeToChanges = (listener: () => void) =>
  routeData.onForget(() => {
    changes++;
    listener();
  });

const cacheKey = (key: readonly unknown[]) => `data:${JSON.stringify(key)}`;

/** The cached answer for `key`, or `load`'s: for an event handler that needs data once. */
export const loadBrowserData = <T>(
  key: readonly unknown[],
  load: (signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
) => routeData.load(cacheKey(key), () => load(signal), signal);

/** `key` null: nothing is asked for (e.g. signed out), and `data` is undefined. */
export function useBrowserData<T>(
  key: readonly unknown[] | null,
  load: (signal: AbortSignal) => Promise<T>,
  { maxAgeMs, keepPrevious = false, retry = true }: BrowserDataOptions = {},
): BrowserData<T> {
  const id = key === null ? null : cacheKey(key);
  const version = useSyncExternalStore(
    subscribeToChanges,
    () => changes,
    () => 0,
  );
  const [state, setState] = useState<{ id: string | null; data?: T; error?: unknown; loading: boolean }>({
    id: null,
    loading: false,
  });
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a change.
  useEffect(() => {
    if (id === null) {
      setState({ id: null, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({
      id,
      data: keepPrevious || previous.id === id ? previous.data : undefined,
      loading: true,
    }));
    routeData
      .load(id, () => loadRef.current(controller.signal), controller.signal, maxAgeMs, retry ? undefined : 0)
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ id, data, loading: false });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, error, loading: false }));
        },
      );
    return () => controller.abort();
  }, [id, version, maxAgeMs, keepPrevious, retry]);

  // The answer kept for this key, however old, comes first (it is the last answer once loaded);
  // else the last one shown for it, or another key's answer only when asked for.
  const current = state.id === id;
  const kept = id === null ? undefined : routeData.peek<T>(id);
  return {
    data: kept ?? (current || keepPrevious ? state.data : undefined),
    error: current ? state.error : undefined,
    loading: id !== null && (!current || state.loading),
  };
}

export interface Change<A extends unknown[], R> {
  /** Runs the change; rejects with its error (also kept in `error`). */
  run: (...args: A) => Promise<R>;
  pending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A change made from a component outside a router action (a dialog, a widget on every page):
 * its pending state and error. After it succeeds, `forgetRouteData()` (and, for the page's own
 * data, `useRevalidator().revalidate()`) is the caller's to decide.
 */
export function useChange<A extends unknown[], R>(change: (...args: A) => Promise<R>): Change<A, R> {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: undefined,
  });
  const changeRef = useRef(change);
  changeRef.current = change;
  const run = useCallback(async (...args: A) => {
    setState({ pending: true, error: undefined });
    try {
      const result = await changeRef.current(...args);
      setState({ pending: false, error: undefined });
      return result;
    } catch (error) {
      setState({ pending: false, error });
      throw error;
    }
  }, []);
  const reset = useCallback(() => setState({ pending: false, error: undefined }), []);
  return { run, pending: state.pending, error: state.error, reset };
}
