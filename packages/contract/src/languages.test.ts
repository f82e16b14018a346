import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfPath, resolveDefaultLanguage } from './languages.ts';

describe('isLanguage', () => {
  it('accepts only the supported lowercase codes', () => {
    expect(isLanguage('el')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    for (const value of ['EL', 'de', '', 'ell', undefined, 1]) expect(isLanguage(value)).toBe(false);
  });
});

describe('resolveDefaultLanguage (spec 000 §5, §9)', () => {
  it('uses a configured supported code', () => {
    expect(resolveDefaultLanguage('en')).toBe('en');
    expect(resolveDefaultLanguage('el')).toBe('el');
  });

  it('falls back to el for a missing, malformed or unsupported code', () => {
    for (const value of [undefined, '', 'EN', 'eng', 'e', 'de', ' en']) {
      expect(resolveDefaultLanguage(value)).toBe('el');
    }
  });
});

describe('languageOfPath', () => {
  it('reads a supported first segment', () => {
    expect(languageOfPath('/en/products/x')).toBe('en');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/el/')).toBe('el');
  });

  it('falls back for anything else', () => {
    expect(languageOfPath('/')).toBe('el');
    expect(languageOfPath('')).toBe('el');
    expect(languageOfPath('/products/en')).toBe('el');
    expect(languageOfPath('/EN/x')).toBe('el');
    expect(languageOfPath('/de/x')).toBe('el');
    expect(languageOfPath('/english')).toBe('el');
    expect(languageOfPath('/de/x', 'en')).toBe('en');
  });
});
