import { describe, expect, it } from 'vitest';
import { periodQuery } from './page-query';

const at = (query: string) => new URL(`http://shop.test/en/admin/abandoned-carts${query}`);
// 22:30 UTC on 30 June is already 1 July in Athens (UTC+3 in summer).
const now = new Date('2026-06-30T22:30:00Z');

describe('periodQuery', () => {
  it('is the last 30 Athens days up to today unless a period is chosen', () => {
    expect(periodQuery(at(''), 30, now)).toEqual({ from: '2026-06-02', to: '2026-07-01' });
    expect(periodQuery(at(''), 7, now)).toEqual({ from: '2026-06-25', to: '2026-07-01' });
  });

  it('keeps a chosen period, both days included', () => {
    expect(periodQuery(at('?from=2026-05-01&to=2026-05-31'), 30, now)).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(periodQuery(at('?from=2026-05-01&to=2026-05-01'), 30, now)).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    });
  });

  it('turns a reversed, unreadable or impossible choice into one day, never a bad query for the API', () => {
    expect(periodQuery(at('?from=2026-05-31&to=2026-05-01'), 30, now)).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    });
    expect(periodQuery(at('?from=yesterday&to=2026-05-01'), 30, now)).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    });
    expect(periodQuery(at('?from=2026-04-01&to=2026-04-31'), 30, now)).toEqual({
      from: '2026-07-01',
      to: '2026-07-01',
    });
  });
});
