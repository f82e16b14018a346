import { describe, expect, it } from 'vitest';
import { Availability } from './enums.ts';
import {
  choosesColour,
  effectivePrice,
  PURCHASABILITY_REASONS,
  productImages,
  purchasability,
} from './products.ts';

describe('effectivePrice (spec 000 §9)', () => {
  it('is the price when a before-discount price above 0 exists, whatever the discount', () => {
    expect(effectivePrice(1000, 1500, 20)).toBe(1000);
    expect(effectivePrice(1000, 1, 0)).toBe(1000);
  });

  it('applies a discount strictly between 0 and 100 when there is no before-discount price', () => {
    expect(effectivePrice(1000, 0, 20)).toBe(800);
    expect(effectivePrice(1000, 0, 0.5)).toBe(995);
    expect(effectivePrice(1000, 0, 99.9)).toBe(1);
  });

  it('rounds the discounted price to whole cents', () => {
    expect(effectivePrice(999, 0, 15)).toBe(849);
    expect(effectivePrice(1001, 0, 50)).toBe(501);
  });

  it('ignores a discount of 0, 100, above 100 or negative', () => {
    for (const discount of [0, 100, 150, -10]) expect(effectivePrice(1000, 0, discount)).toBe(1000);
  });

  it('treats a negative before-discount price as absent', () => {
    expect(effectivePrice(1000, -5, 10)).toBe(900);
  });
});

describe('purchasability (spec 000 §4)', () => {
  const sized = {
    ast: Availability.Available,
    dshc: false,
    OrderMaxQuantity: 3,
    dimensions: [
      { id: 11, qty: 2 },
      { id: 12, qty: 0 },
    ],
  };
  const plain = { ast: Availability.Available, dshc: false, OrderMaxQuantity: null, dimensions: [] };

  it('lists the reasons in the order of the specification', () => {
    expect(PURCHASABILITY_REASONS).toEqual([
      'NO_SIZE_SELECTED',
      'PRODUCT_UNAVAILABLE',
      'DIMENSION_UNAVAILABLE',
      'DISABLED',
      'MAX_QUANTITY_EXCEEDED',
    ]);
  });

  it('accepts an available product, with or without sizes', () => {
    expect(purchasability(plain, null, 5)).toEqual({ ok: true });
    expect(purchasability(sized, 11, 3)).toEqual({ ok: true });
  });

  it('asks for a size first, even when everything else fails too', () => {
    const worst = { ...sized, ast: Availability.Exhausted, dshc: true, OrderMaxQuantity: 1 };
    expect(purchasability(worst, null, 5)).toEqual({ ok: false, reason: 'NO_SIZE_SELECTED' });
  });

  it('reports an unavailable product before a bad size, disabling or quantity', () => {
    const worst = { ...sized, ast: Availability.PreOrder, dshc: true, OrderMaxQuantity: 1 };
    expect(purchasability(worst, 12, 5)).toEqual({ ok: false, reason: 'PRODUCT_UNAVAILABLE' });
    for (const ast of [Availability.Limited, Availability.NotAvailable, Availability.OnLineWarehouse]) {
      expect(purchasability({ ...plain, ast }, null, 1)).toEqual({
        ok: false,
        reason: 'PRODUCT_UNAVAILABLE',
      });
    }
  });

  it('reports a missing or out-of-stock size before disabling and quantity', () => {
    const worse = { ...sized, dshc: true, OrderMaxQuantity: 1 };
    expect(purchasability(worse, 12, 5)).toEqual({ ok: false, reason: 'DIMENSION_UNAVAILABLE' });
    expect(purchasability(worse, 99, 5)).toEqual({ ok: false, reason: 'DIMENSION_UNAVAILABLE' });
  });

  it('reports a disabled product before the quantity', () => {
    expect(purchasability({ ...sized, dshc: true }, 11, 5)).toEqual({ ok: false, reason: 'DISABLED' });
  });

  it('refuses a quantity above OrderMaxQuantity, accepts one equal to it', () => {
    expect(purchasability(sized, 11, 4)).toEqual({ ok: false, reason: 'MAX_QUANTITY_EXCEEDED' });
    expect(purchasability(sized, 11, 3)).toEqual({ ok: true });
  });
});

describe('productImages', () => {
  it('collects img1..imgN in numeric order and skips imgdel fields and empty values', () => {
    const product = { img10: '/j.svg', img2: '/b.svg', img1: '/a.svg', imgdel1: '/x.svg', img3: '' };
    expect(productImages(product)).toEqual(['/a.svg', '/b.svg', '/j.svg']);
  });
});

describe('choosesColour', () => {
  const option = (nm: string, cvtxt: string | null) => ({ nm, cvtxt });
  it('is true when every option is named by its colour, false for sizes or no options', () => {
    expect(choosesColour({ dimensions: [option('Nude 01', 'Nude 01'), option('Rose 02', 'Rose 02')] })).toBe(
      true,
    );
    expect(choosesColour({ dimensions: [option('M', null), option('L', null)] })).toBe(false);
    expect(choosesColour({ dimensions: [] })).toBe(false);
  });
});
