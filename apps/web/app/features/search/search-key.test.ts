import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey', () => {
  it('never hands the API a NUL or half of a surrogate pair', () => {
    expect(searchKey(new URLSearchParams('key=a%00b'))).toBe('a b');
    expect(searchKey(new URLSearchParams('key=%00'))).toBe('');
    const cut = searchKey(new URLSearchParams({ key: `${'α'.repeat(99)}🎁🎁` }));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.endsWith('🎁')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('keeps ordinary words, trimmed', () => {
    expect(searchKey(new URLSearchParams('key=%20βιταμίνη%20C%20'))).toBe('βιταμίνη C');
    expect(searchKey(new URLSearchParams(''))).toBe('');
  });
});
