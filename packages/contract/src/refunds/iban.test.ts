import { describe, expect, it } from 'vitest';
import { isValidIban, normaliseIban } from './iban.ts';

describe('IBAN checksum', () => {
  it('accepts valid IBANs as people type them', () => {
    expect(isValidIban('GR16 0110 1250 0000 0001 2300 695')).toBe(true);
    expect(isValidIban('gr1601101250000000012300695')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(normaliseIban('gr16 0110-1250')).toBe('GR1601101250');
  });

  it('refuses a changed digit, a wrong length and garbage', () => {
    expect(isValidIban('GR16 0110 1250 0000 0001 2300 696')).toBe(false);
    expect(isValidIban('GR16 0110 1250 0000 0001 2300 69')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});
