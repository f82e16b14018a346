import { describe, expect, it } from 'vitest';
import { isValidGreekTaxId, normalizeGreekTaxId } from './tax-id.ts';

describe('Greek tax id (ΑΦΜ)', () => {
  it.each(['094019245', '090000045', '997745518', '123456783'])('accepts %s', (afm) => {
    expect(isValidGreekTaxId(afm)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '094019246'],
    ['all zeros', '000000000'],
    ['8 digits', '09401924'],
    ['10 digits', '0940192450'],
    ['letters', '09401924A'],
    ['empty', ''],
  ])('refuses %s', (_, afm) => {
    expect(isValidGreekTaxId(afm)).toBe(false);
  });

  it('reads a pasted number with a country prefix and spaces', () => {
    expect(normalizeGreekTaxId(' EL 094 019 245 ')).toBe('094019245');
    expect(isValidGreekTaxId('EL094019245')).toBe(true);
    expect(isValidGreekTaxId('gr 094-019-245')).toBe(true);
  });

  it('agrees with the checksum written out for one number', () => {
    // 0·256 + 9·128 + 4·64 + 0·32 + 1·16 + 9·8 + 2·4 + 4·2 = 1512; 1512 mod 11 = 5; 5 mod 10 = 5.
    expect(isValidGreekTaxId('094019245')).toBe(true);
  });
});
