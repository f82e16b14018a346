import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generator.ts';

const GREEK = /\p{Script=Greek}/u;

describe('generateCatalogue', () => {
  it('writes no Greek into the English names and descriptions', () => {
    const greekInEnglish = generateCatalogue(400)
      .flatMap((product) => [product.nameEn, product.shortEn, product.descriptionEn])
      .filter((text) => GREEK.test(text));
    expect(greekInEnglish).toEqual([]);
  });
});
