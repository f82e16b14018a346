import { describe, expect, it } from 'vitest';
import { addWorkingDays, expiryOf } from './expiry.ts';

describe('unpaid order expiry', () => {
  it('gives a card payment the configured minutes and cash on delivery no limit', () => {
    const placed = new Date('2026-11-23T10:00:00Z');
    expect(expiryOf('sandbox', placed, 30)).toEqual(new Date('2026-11-23T10:30:00Z'));
    expect(expiryOf('viva', placed, 45)).toEqual(new Date('2026-11-23T10:45:00Z'));
    expect(expiryOf('cash_on_delivery', placed, 30)).toBeNull();
  });

  it('gives a bank deposit three working days, skipping the weekend', () => {
    // Monday → Thursday; Thursday → Tuesday; Saturday → Wednesday.
    expect(expiryOf('bank_deposit', new Date('2026-11-23T10:00:00Z'), 30)).toEqual(
      new Date('2026-11-26T10:00:00Z'),
    );
    expect(addWorkingDays(new Date('2026-11-26T10:00:00Z'), 3)).toEqual(new Date('2026-12-01T10:00:00Z'));
    expect(addWorkingDays(new Date('2026-11-28T10:00:00Z'), 3)).toEqual(new Date('2026-12-02T10:00:00Z'));
  });
});
