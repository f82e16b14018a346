import { describe, expect, it } from 'vitest';
import { addDaysToDay, addMonthsToDay, nextDueAfter, shopDateOf } from './repeat-purchases.ts';

describe('repeat purchase days', () => {
  it('adds months, a day the month lacks becoming its last', () => {
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-11-24', 2)).toBe('2027-01-24');
    expect(addMonthsToDay('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('adds days across months and years', () => {
    expect(addDaysToDay('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('moves a due day on by whole intervals from its own start until it lies after today', () => {
    expect(nextDueAfter('2026-01-31', 1, '2026-01-31')).toBe('2026-02-28');
    // From the original day, so the 31st comes back after a short month.
    expect(nextDueAfter('2026-01-31', 1, '2026-03-01')).toBe('2026-03-31');
    expect(nextDueAfter('2026-05-10', 3, '2026-01-01')).toBe('2026-05-10');
  });

  it('reads the day in Athens, not in UTC', () => {
    expect(shopDateOf(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
    expect(shopDateOf(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
  });
});
