import type { Product } from '@shop/contract';
import { useSyncExternalStore } from 'react';

export interface AddedToCart {
  product: Product;
  quantity: number;
}

let current: AddedToCart | null = null;
const listeners = new Set<() => void>();

/** What the add-to-cart confirmation dialog shows; its visibility is the `cartModal` of the shell. */
export function setAddedToCart(value: AddedToCart | null): void {
  current = value;
  for (const listener of listeners) listener();
}

export function useAddedToCart(): AddedToCart | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
