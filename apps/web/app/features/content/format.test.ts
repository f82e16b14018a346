import { describe, expect, it } from 'vitest';
import { clockDuration, isoDuration, publicationDate } from './format';

describe('video lengths', () => {
  it('reads as a clock, hours only when there are some', () => {
    expect(clockDuration(0)).toBe('0:00');
    expect(clockDuration(65)).toBe('1:05');
    expect(clockDuration(600)).toBe('10:00');
    expect(clockDuration(3723)).toBe('1:02:03');
  });

  it('is an ISO 8601 duration for schema.org, without empty parts', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(240)).toBe('PT4M');
    expect(isoDuration(245)).toBe('PT4M5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3723.4)).toBe('PT1H2M3S');
  });
});

describe('publicationDate', () => {
  it('writes the date in the page language, on the Athens calendar', () => {
    // 22:30 UTC on 31 March is already 1 April in Athens (UTC+3 in summer time).
    expect(publicationDate('2026-03-31T22:30:00Z', 'el')).toBe('1 Απριλίου 2026');
    expect(publicationDate('2026-03-31T22:30:00Z', 'en')).toBe('1 April 2026');
  });
});
