import { CART_STORAGE_KEY } from '@shop/contract';
import { useSyncExternalStore } from 'react';

export interface CartLine {
  productId: number;
  dimensionId: number;
  quantity: number;
  [extension: string]: unknown;
}

export const CART_CHANGED_EVENT = 'cart-changed';

/** The guest cart from local storage; unparseable storage resets to empty and is logged (spec 000 §8). */
export function readCartLines(): CartLine[] {
  if (typeof localStorage === 'undefined') return [];
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('cart_items is not a list');
    return parsed.filter(
      (line): line is CartLine =>
        typeof line === 'object' &&
        line !== null &&
        Number.isInteger(line.productId) &&
        Number.isInteger(line.quantity),
    );
  } catch (error) {
    console.error('Resetting an unreadable cart', error);
    localStorage.setItem(CART_STORAGE_KEY, '[]');
    return [];
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Total quantity in the cart, for the header button; 0 during server rendering. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCartLines().reduce((total, line) => total + Math.max(0, line.quantity), 0),
    () => 0,
  );
}
