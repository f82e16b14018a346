import { type GuestWishlist, toggleWishlistProduct } from '@shop/contract';
import { useSyncExternalStore } from 'react';

export const GUEST_WISHLISTS_KEY = 'guest_wishlists';
const CHANGED_EVENT = 'guest-wishlists-changed';

function isGuestWishlist(value: unknown): value is GuestWishlist {
  if (typeof value !== 'object' || value === null) return false;
  const list = value as Record<string, unknown>;
  return (
    typeof list.id === 'string' &&
    typeof list.nm === 'string' &&
    Array.isArray(list.productIds) &&
    list.productIds.every((id) => Number.isInteger(id))
  );
}

/** A guest's lists from local storage; anything unreadable is reset and logged, like the cart. */
export function readGuestWishlists(): GuestWishlist[] {
  if (typeof localStorage === 'undefined') return [];
  const raw = localStorage.getItem(GUEST_WISHLISTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('guest_wishlists is not a list');
    return parsed.filter(isGuestWishlist);
  } catch (error) {
    console.error('Resetting unreadable guest wishlists', error);
    localStorage.setItem(GUEST_WISHLISTS_KEY, '[]');
    return [];
  }
}

function write(lists: GuestWishlist[]): void {
  localStorage.setItem(GUEST_WISHLISTS_KEY, JSON.stringify(lists));
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** A random id, so a guest's list has an address of its own (`guest/wishlists/{id}`). */
export function createGuestWishlist(name: string, productIds: number[] = []): GuestWishlist {
  const list = { id: crypto.randomUUID(), nm: name.trim(), productIds };
  write([...readGuestWishlists(), list]);
  return list;
}

export function toggleGuestWishlistProduct(listId: string, productId: number): void {
  write(
    readGuestWishlists().map((list) =>
      list.id === listId ? { ...list, productIds: toggleWishlistProduct(list.productIds, productId) } : list,
    ),
  );
}

export function renameGuestWishlist(listId: string, name: string): void {
  write(readGuestWishlists().map((list) => (list.id === listId ? { ...list, nm: name.trim() } : list)));
}

/** Forgets every guest list, once they have moved into the account. */
export function clearGuestWishlists(): void {
  write([]);
}

export function deleteGuestWishlist(listId: string): void {
  write(readGuestWishlists().filter((list) => list.id !== listId));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_WISHLISTS_KEY) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let cache: { raw: string; lists: GuestWishlist[] } = { raw: '[]', lists: [] };
const snapshot = () =>
  typeof localStorage === 'undefined' ? '[]' : (localStorage.getItem(GUEST_WISHLISTS_KEY) ?? '[]');

export function useGuestWishlists(): GuestWishlist[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '[]');
  if (raw !== cache.raw) cache = { raw, lists: readGuestWishlists() };
  return cache.lists;
}
