import { describe, expect, it } from 'vitest';
import { pageOf } from './pager';

describe('pageOf', () => {
  it('reads ?page= as a whole number from 1, anything else as the first page', () => {
    expect(pageOf(new URLSearchParams(''))).toBe(1);
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', ''])
      expect(pageOf(new URLSearchParams({ page: bad }))).toBe(1);
  });
});
