import { describe, expect, it } from 'vitest';
import { shuffled } from './shuffle';

describe('shuffled', () => {
  it('keeps every item once and leaves the original alone', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const result = shuffled(items);
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('follows the random numbers it is given', () => {
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffled([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
    expect(shuffled([], () => 0)).toEqual([]);
  });
});
