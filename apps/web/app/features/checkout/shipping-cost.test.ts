import { describe, expect, it } from 'vitest';
import { shippingOptionCost } from './shipping-cost';

const boxNow = { cost: 2.5, free_above_threshold: true };
const express = { cost: 6, free_above_threshold: false };

describe('a shipping option’s cost for the cart', () => {
  it('is free once the cart reached the free-shipping threshold, for the types free above it', () => {
    const reached = { fsth: 39, fsrem: 0 };
    expect(shippingOptionCost(boxNow, reached, false)).toBe(0);
    expect(shippingOptionCost(express, reached, false)).toBe(6);
  });

  it('costs its price below the threshold, before the totals are known and without a threshold', () => {
    expect(shippingOptionCost(boxNow, { fsth: 39, fsrem: 10.5 }, false)).toBe(2.5);
    expect(shippingOptionCost(boxNow, undefined, false)).toBe(2.5);
    expect(shippingOptionCost(boxNow, { fsth: 0, fsrem: 0 }, false)).toBe(2.5);
  });

  it('is free for gift cards alone, which are e-mailed', () => {
    expect(shippingOptionCost(express, { fsth: 39, fsrem: 10 }, true)).toBe(0);
  });
});
