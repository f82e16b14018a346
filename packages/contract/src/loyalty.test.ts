import { describe, expect, it } from 'vitest';
import { loyaltyPointsEarned, nextMilestone, pointsValueCents, tierFor } from './loyalty.ts';

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

describe('tierFor', () => {
  const thresholds = [0, 500, 1500];
  it('is the highest tier whose threshold the value reaches', () => {
    expect(tierFor(0, thresholds)).toBe('slv');
    expect(tierFor(499, thresholds)).toBe('slv');
    expect(tierFor(500, thresholds)).toBe('prm');
    expect(tierFor(1499, thresholds)).toBe('prm');
    expect(tierFor(1500, thresholds)).toBe('gld');
    expect(tierFor(1_000_000, thresholds)).toBe('gld');
  });

  it('is none below the lowest threshold', () => {
    expect(tierFor(99, [100, 500, 1500])).toBeNull();
    expect(tierFor(-20, thresholds)).toBeNull();
  });
});

describe('nextMilestone', () => {
  it('is the smallest range above the balance, with what is missing', () => {
    expect(nextMilestone(0, [1000, 500])).toEqual({ points: 500, missing: 500 });
    expect(nextMilestone(500, [500, 1000])).toEqual({ points: 1000, missing: 500 });
    expect(nextMilestone(-50, [500])).toEqual({ points: 500, missing: 500 });
    expect(nextMilestone(1000, [500, 1000])).toBeNull();
  });
});

describe('pointsValueCents', () => {
  it('pays whole cents at the redemption rate', () => {
    expect(pointsValueCents(250, 100)).toBe(250);
    expect(pointsValueCents(333, 200)).toBe(166);
    expect(pointsValueCents(0, 100)).toBe(0);
  });
});
