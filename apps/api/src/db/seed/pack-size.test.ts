import { describe, expect, it } from 'vitest';
import { parsePackSize } from './pack-size.ts';

describe('parsePackSize', () => {
  it('reads the demo catalogue’s pack sizes', () => {
    expect(parsePackSize('50ml')).toEqual({ quantity: 50, unit: 'ml' });
    expect(parsePackSize('12x6ml')).toEqual({ quantity: 72, unit: 'ml' });
    expect(parsePackSize('4.8g')).toEqual({ quantity: 4.8, unit: 'g' });
    expect(parsePackSize('30 δισκία')).toEqual({ quantity: 30, unit: 'piece' });
    expect(parsePackSize('1 ζεύγος')).toEqual({ quantity: 1, unit: 'piece' });
    expect(parsePackSize('Gift')).toBeNull();
  });
});
