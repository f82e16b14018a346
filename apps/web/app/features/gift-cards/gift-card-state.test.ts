import type { BoughtGiftCard } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { formatGiftCardDate, giftCardState } from './gift-card-state';

const card = (change: Partial<BoughtGiftCard>): BoughtGiftCard => ({
  id: 1,
  cd: 'ABCD-EFGH-JKLM-NPQR',
  amt: 25,
  bal: 25,
  exp: '2028-11-24T10:00:00.000Z',
  act: true,
  ocd: '2026-000001',
  rnm: 'Ελένη',
  reml: 'eleni@example.gr',
  snm: 'Νίκος',
  msg: '',
  dt: '2026-11-24T10:00:00.000Z',
  hist: [],
  ...change,
});

describe('giftCardState', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  it('says why a card can no longer be used: withdrawn before expired before spent', () => {
    expect(giftCardState(card({}), now)).toBe('active');
    expect(giftCardState(card({ bal: 0 }), now)).toBe('spent');
    expect(giftCardState(card({ exp: '2026-12-31T23:59:59Z', bal: 0 }), now)).toBe('expired');
    expect(giftCardState(card({ act: false, exp: '2026-12-31T23:59:59Z' }), now)).toBe('withdrawn');
    expect(giftCardState(card({ exp: null }), now)).toBe('active');
  });
});

describe('formatGiftCardDate', () => {
  it('shows the day in Athens time in the page language', () => {
    // 23:30 UTC on 31 December is already 1 January in Athens.
    expect(formatGiftCardDate('2026-12-31T23:30:00Z', 'en')).toBe('1 Jan 2027');
    expect(formatGiftCardDate('2026-12-31T23:30:00Z', 'el')).toBe('1 Ιαν 2027');
  });
});
