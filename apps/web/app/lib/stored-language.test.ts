import { STORED_LANGUAGE_KEY } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { rememberLanguage } from './stored-language';
import { memoryStorage } from './test-memory-storage';

describe('the chosen language, stored locally (spec 000 §9)', () => {
  it('is kept under its key, the last choice replacing the one before', () => {
    const storage = memoryStorage();
    rememberLanguage('en', storage);
    expect(storage.getItem(STORED_LANGUAGE_KEY)).toBe('en');
    rememberLanguage('el', storage);
    expect(storage.getItem(STORED_LANGUAGE_KEY)).toBe('el');
    expect(storage.length).toBe(1);
  });

  it('is el, the default, for a code the shop does not speak', () => {
    const storage = memoryStorage();
    for (const code of ['de', 'EN', '', 'english']) {
      rememberLanguage(code, storage);
      expect(storage.getItem(STORED_LANGUAGE_KEY), code).toBe('el');
    }
  });

  it('keeps nothing, without failing the page, where the browser refuses storage', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => rememberLanguage('en', refusing)).not.toThrow();
  });
});
