import { CART_STORAGE_KEY, type CartLine, cartQuantity } from '@shop/contract';
import { useSyncExternalStore } from 'react';

export type { CartLine } from '@shop/contract';

export const CART_CHANGED_EVENT = 'cart-changed';
/**
 * The customer id whose server cart the browser cart mirrors; absent while it is a guest cart.
 * It tells a sign-in (merge the guest cart) apart from a reload (sync from the server).
 */
export const CART_OWNER_KEY = 'cart_owner';

/** The cart from local storage; unparseable storage resets to empty and is logged (spec 000 §8). */
export function readCartLines(): CartLine[] {
  if (typeof localStorage === 'undefined') return [];
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('cart_items is not a list');
    return parsed
      .filter(
        (line): line is CartLine =>
          typeof line === 'object' &&
          line !== null &&
          Number.isInteger(line.productId) &&
          Number.isInteger(line.quantity),
      )
      .map((line) => ({ ...line, dimensionId: Number.isInteger(line.dimensionId) ? line.dimensionId : 0 }));
  } catch (error) {
    console.error('Resetting an unreadable cart', error);
    localStorage.setItem(CART_STORAGE_KEY, '[]');
    return [];
  }
}

/** Stores the cart and tells this tab (other tabs hear the storage event); false when the write failed. */
export function writeCartLines(lines: CartLine[]): boolean {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch (error) {
    console.error('The cart could not be stored', error);
    return false;
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  return true;
}

export function readCartOwner(): number | null {
  if (typeof localStorage === 'undefined') return null;
  const value = Number(localStorage.getItem(CART_OWNER_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeCartOwner(customerId: number | null): void {
  if (customerId === null) localStorage.removeItem(CART_OWNER_KEY);
  else localStorage.setItem(CART_OWNER_KEY, String(customerId));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored text, so React sees a new value only when the cart really changed. */
const snapshot = () =>
  typeof localStorage === 'undefined' ? '[]' : (localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

// One parse per distinct stored text, so every reader of the same cart gets the same array.
let cache: { raw: string; lines: CartLine[] } = { raw: '[]', lines: [] };
function linesOf(raw: string): CartLine[] {
  if (raw !== cache.raw) cache = { raw, lines: readCartLines() };
  return cache.lines;
}

/** The cart's lines, re-read whenever this tab or another one changes it; empty during server rendering. */
export function useCartLines(): CartLine[] {
  return linesOf(useSyncExternalStore(subscribe, snapshot, () => '[]'));
}

/** Total quantity in the cart, for the header button; 0 during server rendering. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => cartQuantity(readCartLines()),
    () => 0,
  );
}

/** The browser cart as a reminder keeps it (decision 049): product, size (0: none) and quantity. */
export function readCartLinesForReminder(): { pid: number; dimension: number; qty: number }[] {
  return readCartLines()
    .filter((line) => line.quantity > 0)
    .slice(0, 100)
    .map((line) => ({ pid: line.productId, dimension: line.dimensionId, qty: Math.min(line.quantity, 999) }));
}
