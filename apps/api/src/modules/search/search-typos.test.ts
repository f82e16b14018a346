import { describe, expect, it } from 'vitest';
import { typoOf } from './search-typos.ts';

describe('typoOf', () => {
  it('takes a word one or two letters away, not one that only shares its start', () => {
    expect(typoOf('krena', ' krema prosopou')).toBe(true);
    expect(typoOf('antisiptiko', ' adisiptiko dialima')).toBe(true);
    // μαγιό and μαγνήσιο share three letters and nothing more.
    expect(typoOf('magio', ' maGnisio 375mg')).toBe(false);
    expect(typoOf('magio', ' magnisio 375mg')).toBe(false);
  });

  it('leaves queries of several words to their similarity', () => {
    expect(typoOf('magio krema', ' anything')).toBe(true);
  });
});
