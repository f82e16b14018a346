import { describe, expect, it } from 'vitest';
import { athensIso, eventWhen, isPast } from './event-time';

describe('event times', () => {
  it('shows the day and hours on the Athens clock, in the page language', () => {
    const winter = eventWhen('2026-12-03T08:00:00Z', '2026-12-03T12:00:00Z', 'el');
    expect(winter).toEqual({ day: 'Πέμπτη 3 Δεκεμβρίου 2026', hours: '10:00–14:00' });
    const summer = eventWhen('2026-07-01T16:00:00Z', '2026-07-01T17:30:00Z', 'en');
    expect(summer.hours).toBe('19:00–20:30');
    expect(summer.day).toContain('1 July 2026');
    expect(eventWhen('2026-07-01T16:00:00Z', '2026-07-02T10:00:00Z', 'en').day).toMatch(
      /1 July 2026 – .*2 July 2026/,
    );
  });

  it('writes an instant with the Athens offset of its season', () => {
    expect(athensIso('2026-12-03T08:00:00.000Z')).toBe('2026-12-03T10:00:00+02:00');
    expect(athensIso('2026-07-01T16:30:00.000Z')).toBe('2026-07-01T19:30:00+03:00');
  });

  it('tells an event that is over', () => {
    const now = new Date('2026-07-01T12:00:00Z');
    expect(isPast('2026-07-01T11:59:00Z', now)).toBe(true);
    expect(isPast('2026-07-01T12:01:00Z', now)).toBe(false);
  });
});
