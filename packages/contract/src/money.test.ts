import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros, roundCents } from './money.ts';

describe('roundCents', () => {
  it('rounds half away from zero', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.4999)).toBe(2);
    expect(roundCents(-2.4999)).toBe(-2);
    expect(roundCents(7)).toBe(7);
  });
});

describe('centsToEuros / eurosToCents', () => {
  it('converts cents to euros with at most two decimals', () => {
    expect(centsToEuros(1250)).toBe(12.5);
    expect(centsToEuros(1)).toBe(0.01);
    expect(centsToEuros(-1999)).toBe(-19.99);
    expect(centsToEuros(100.5)).toBe(1.01);
  });

  it('converts euros to whole cents despite binary fractions', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(-4.35)).toBe(-435);
  });
});

describe('formatEuros', () => {
  // Intl may put a narrow no-break space or a no-break space before €; the shop writes a plain space.
  const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

  it('writes Greek amounts with a decimal comma, dot grouping and a € suffix', () => {
    expect(plain(formatEuros(12.5, 'el'))).toBe('12,50 €');
    expect(plain(formatEuros(0, 'el'))).toBe('0,00 €');
    expect(plain(formatEuros(1234.5, 'el'))).toBe('1.234,50 €');
  });

  it('writes English amounts with a decimal point, comma grouping and a € suffix', () => {
    expect(plain(formatEuros(12.5, 'en'))).toBe('12.50 €');
    expect(plain(formatEuros(1234.567, 'en'))).toBe('1,234.57 €');
  });

  it('keeps € on the line of its amount', () => {
    expect(formatEuros(12.5, 'el').endsWith('\u00a0€')).toBe(true);
    expect(formatEuros(1234.5, 'en').endsWith('\u00a0€')).toBe(true);
  });

  it('always shows two decimals', () => {
    expect(plain(formatEuros(3, 'en'))).toBe('3.00 €');
    expect(plain(formatEuros(-3.1, 'el'))).toBe('-3,10 €');
  });
});
