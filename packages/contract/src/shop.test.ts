import { describe, expect, it } from 'vitest';
import { shopNameOf } from './shop.ts';

describe('shopNameOf', () => {
  it('is the configured name in every language, else the demo shop’s in that language', () => {
    expect(shopNameOf(' Φαρμακείο Νίκα ', 'en')).toBe('Φαρμακείο Νίκα');
    expect(shopNameOf(null, 'el')).toBe('Φαρμακείο Υγεία');
    expect(shopNameOf('   ', 'en')).toBe('Ygeia Pharmacy');
  });
});
