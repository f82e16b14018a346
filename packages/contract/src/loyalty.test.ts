import { describe, expect, it } from 'vitest';
import { loyaltyPointsEarned } from './loyalty.ts';

describe('loyaltyPointsEarned', () => {
  it('earns whole points per euro paid, rounding down', () => {
    expect(loyaltyPointsEarned(1250, 1)).toBe(12);
    expect(loyaltyPointsEarned(1299, 2)).toBe(25);
    expect(loyaltyPointsEarned(99, 1)).toBe(0);
  });

  it('counts cents exactly where euros in floating point would not', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(loyaltyPointsEarned(29, 100)).toBe(29);
    expect(loyaltyPointsEarned(57, 100)).toBe(57);
    expect(loyaltyPointsEarned(1000, 0.7)).toBe(7);
    expect(loyaltyPointsEarned(2000, 1.15)).toBe(23);
  });

  it('earns nothing for nothing paid or a zero rate', () => {
    expect(loyaltyPointsEarned(0, 100)).toBe(0);
    expect(loyaltyPointsEarned(-500, 1)).toBe(0);
    expect(loyaltyPointsEarned(5000, 0)).toBe(0);
  });
});
