import { useCallback, useEffect, useState } from 'react';
import type { TotalsInputs } from './build-totals-request';

/** Session storage keeps what the shopper typed for the totals through reloads and sign-in (spec 000 §9). */
const STORAGE_KEY = 'cart_totals_inputs';
const EMPTY: TotalsInputs = { coupons: [], giftcards: [], points: 0, offers: [] };

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function readStored(): TotalsInputs | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { coupons, giftcards, points, offers } = value as Record<string, unknown>;
    if (!isStringList(coupons) || !isStringList(giftcards) || !Array.isArray(offers)) return null;
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 0) return null;
    const validOffers = offers.filter(
      (offer): offer is TotalsInputs['offers'][number] =>
        Number.isInteger(offer?.prom_policy_id) && Number.isInteger(offer?.pid),
    );
    return { coupons, giftcards, points, offers: validOffers };
  } catch {
    return null;
  }
}

/** Forgets the coupons, gift cards, points and offers once they were used by an order. */
export function clearTotalsInputs(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

export function useTotalsInputs(): [TotalsInputs, (inputs: TotalsInputs) => void] {
  const [inputs, setInputs] = useState<TotalsInputs>(EMPTY);
  useEffect(() => {
    const stored = readStored();
    if (stored) setInputs(stored);
  }, []);
  const update = useCallback((next: TotalsInputs) => {
    setInputs(next);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  }, []);
  return [inputs, update];
}
