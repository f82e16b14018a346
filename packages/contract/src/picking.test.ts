import { describe, expect, it } from 'vitest';
import { checkPacking, lineOfCode, type PackingLine } from './picking.ts';

const lines: PackingLine[] = [
  { productId: 1, dimensionId: null, code: 'P-1', sizeCode: null, barcode: '5200000000011', quantity: 2 },
  { productId: 2, dimensionId: 7, code: 'P-2', sizeCode: 'P-2-M', barcode: null, quantity: 1 },
];

describe('packing rules', () => {
  it('names a line by barcode, size code, or a product code only for a product without sizes', () => {
    expect(lineOfCode(lines, ' 5200000000011 ')).toBe(0);
    expect(lineOfCode(lines, 'p-2-m')).toBe(1);
    expect(lineOfCode(lines, 'P-1')).toBe(0);
    expect(lineOfCode(lines, 'P-2')).toBe(-1);
    expect(lineOfCode(lines, '')).toBe(-1);
  });

  it('finds the exact parcel, a wrong product, too many and missing lines', () => {
    expect(
      checkPacking(lines, [
        { code: 'P-1', quantity: 2 },
        { code: 'P-2-M', quantity: 1 },
      ]),
    ).toEqual({
      picked: [2, 1],
      wrong: [],
      over: [],
      short: [],
    });
    expect(
      checkPacking(lines, [
        { code: '5200000000011', quantity: 3 },
        { code: '5209999999999', quantity: 1 },
      ]),
    ).toEqual({ picked: [3, 0], wrong: [1], over: [0], short: [1] });
  });
});
