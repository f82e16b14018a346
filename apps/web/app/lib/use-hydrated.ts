import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML and until the page's scripts have taken over; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
