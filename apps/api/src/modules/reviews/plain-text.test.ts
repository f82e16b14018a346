import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText: what a review stores', () => {
  it.each([
    ['<b>great</b> & cheap', 'great & cheap'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['"><img src=x onerror=alert(1)><script>alert(2)</script>', '">'],
    ['<p>first</p>\n<p>second</p>', 'first\nsecond'],
    ['it\'s "quoted"', 'it\'s "quoted"'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['  spaced  ', 'spaced'],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it('does not let escaped markup come back as markup', () => {
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;ok')).toBe('ok');
    expect(plainText('&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;')).toBe('bold');
    expect(plainText('&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;')).toBe('');
  });

  it('is stable: stored text read back and stored again is the same', () => {
    for (const input of ['<i>x</i> & <y', 'Καλό & φθηνό > ακριβό', 'a &lt; b']) {
      const once = plainText(input);
      expect(plainText(once)).toBe(once);
    }
  });
});
