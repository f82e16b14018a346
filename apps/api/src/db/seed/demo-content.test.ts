import { ProductType } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { demoTabsOf } from './catalogue-extras.ts';
import { generateCatalogue } from './generator.ts';

const GREEK = /\p{Script=Greek}/u;

describe('demo reviews', () => {
  it('are stored in the language they are written in', () => {
    const reviews = generateCatalogue(320).flatMap((product) => product.reviews);
    expect(reviews.some((review) => review.language === 'en')).toBe(true);
    for (const review of reviews)
      expect(review.language, review.body).toBe(GREEK.test(review.body) ? 'el' : 'en');
  });
});

describe('demo product tabs', () => {
  it('give gift cards no ingredients, and products both', () => {
    const catalogue = generateCatalogue(320);
    const card = catalogue.find((product) => product.productType === ProductType.GiftCard);
    const product = catalogue.find((product) => product.productType === ProductType.Product);
    if (!card || !product) throw new Error('the demo catalogue has a gift card and products');
    expect(demoTabsOf(card).map((tab) => tab.en)).not.toContain('Ingredients');
    expect(demoTabsOf(product).map((tab) => tab.en)).toEqual(['How to use', 'Ingredients']);
  });
});
