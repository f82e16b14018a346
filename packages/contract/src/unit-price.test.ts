import { describe, expect, it } from 'vitest';
import { unitPriceOf } from './unit-price.ts';

describe('unit prices (Directive 98/6/EC)', () => {
  it('states liquids per litre, weights per kilogram and counts per piece', () => {
    expect(unitPriceOf(12.9, 50, 'ml')).toEqual({ amount: 258, per: 'l' });
    expect(unitPriceOf(6.5, 4.8, 'g')).toEqual({ amount: 1354.17, per: 'kg' });
    expect(unitPriceOf(9.9, 30, 'piece')).toEqual({ amount: 0.33, per: 'piece' });
  });

  it('says nothing for a single piece, or for a product not sold by quantity', () => {
    expect(unitPriceOf(18.5, 1, 'piece')).toBeNull();
    expect(unitPriceOf(25, null, null)).toBeNull();
    expect(unitPriceOf(25, 0, 'ml')).toBeNull();
  });
});
