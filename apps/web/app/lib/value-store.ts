import { useSyncExternalStore } from 'react';

/** A single value shared by components that are far apart in the tree (e.g. a dialog and its openers). */
export function createValueStore<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    set(value: T | null): void {
      current = value;
      for (const listener of listeners) listener();
    },
    /** The value; null during server rendering. */
    useValue(): T | null {
      return useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      );
    },
  };
}
