import { describe, expect, it } from 'vitest';
import { ProductType } from '../enums.ts';
import { TEST_NOW, testPolicy, testProduct } from './test-fixtures.ts';
import { unitOffer } from './unit-offer.ts';

describe('unitOffer', () => {
  const product = testProduct(1, 2990, { manufacturerId: 7, dimensions: [{ id: 11, unitPriceCents: 1990 }] });
  const brandPercent = testPolicy(5, { kind: 'Percentage', percent: 15, manufacturerIds: [7] });

  it('gives the price after a promotion the cart gives one unit, and the points of that price', () => {
    expect(unitOffer(product, 0, [brandPercent], 1, TEST_NOW)).toEqual({ unitCents: 2541, earnedPoints: 25 });
    expect(unitOffer(product, 11, [brandPercent], 1, TEST_NOW)).toEqual({
      unitCents: 1691,
      earnedPoints: 16,
    });
  });

  it('leaves out promotions one unit does not reach, limited to customer groups or coupons', () => {
    const policies = [
      testPolicy(6, { kind: 'Percentage', percent: 20, minAmountCents: 5000 }),
      testPolicy(7, { kind: 'Percentage', percent: 30, customerGroups: ['gld'] }),
      testPolicy(8, { kind: 'Percentage', percent: 40, rule: 'CouponOnly' }),
      testPolicy(9, { kind: 'Bogo', buyQuantity: 1, freeQuantity: 1 }),
    ];
    expect(unitOffer(product, 0, policies, 1, TEST_NOW)).toEqual({ unitCents: 2990, earnedPoints: 29 });
  });

  it('earns no points and takes no promotion for a gift card', () => {
    const card = testProduct(2, 5000, { productType: ProductType.GiftCard });
    expect(unitOffer(card, 0, [testPolicy(5, { kind: 'Percentage', percent: 15 })], 1, TEST_NOW)).toEqual({
      unitCents: 5000,
      earnedPoints: 0,
    });
  });

  it('knows no size the product does not have', () => {
    expect(unitOffer(product, 99, [], 1, TEST_NOW)).toBeUndefined();
  });
});
