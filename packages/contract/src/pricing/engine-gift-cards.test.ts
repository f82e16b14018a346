import { describe, expect, it } from 'vitest';
import { ProductType } from '../enums.ts';
import { testGiftCard, testPrice, testProduct } from './test-fixtures.ts';
import type { PricingCustomer } from './types.ts';

/**
 * Gift cards are multi-purpose vouchers (decision 021): selling one raises no VAT and ships
 * nothing, spending one pays for goods whose VAT stays what it was. Figures are cents.
 */

// Tax class 0 (24 %), as the catalogue stores its cards: the product type decides, not the class.
const CARD_25 = testProduct(20, 2500, { productType: ProductType.GiftCard });
const CARD_50 = testProduct(21, 5000, { productType: ProductType.GiftCard, taxClass: 1 });
const CREAM = testProduct(1, 1240);
const VITAMINS = testProduct(2, 1130, { taxClass: 1 });

const catalogue = {
  products: [CARD_25, CARD_50, CREAM, VITAMINS],
  shippingTypes: [
    {
      id: 1,
      name: 'Courier',
      costCents: 350,
      freeAboveThreshold: true,
      countryIds: [],
      islandSurchargeCents: 300,
    },
  ],
  paymentTypes: [{ id: 2, name: 'Card', feeCents: 0 }],
  giftCards: [testGiftCard(7, 'CARD30', 3000)],
  islandRegionIds: [9],
};

const SIGNED_IN: PricingCustomer = { id: 42, email: 'maria@example.gr', groups: [], pointsBalance: 5000 };

describe('priceCart: a gift card sold carries no VAT', () => {
  it('a gift-card line is out of VAT whatever its tax class: net = gross', () => {
    const result = testPrice(catalogue, {
      lines: [
        { pid: 20, quantity: 2 },
        { pid: 21, quantity: 1 },
      ],
    });
    expect(result.totalCents).toBe(10_000);
    expect(result.lines.map((line) => [line.pid, line.vatRate])).toEqual([
      [20, 0],
      [21, 0],
    ]);
    expect(result.vat).toEqual([{ rate: 0, grossCents: 10_000, netCents: 10_000, vatCents: 0 }]);
  });

  it('a mixed cart charges VAT on the goods only', () => {
    const result = testPrice(catalogue, {
      lines: [
        { pid: 1, quantity: 1 },
        { pid: 2, quantity: 1 },
        { pid: 20, quantity: 1 },
      ],
    });
    // 1240 at 24 %: 1240 × 24 / 124 = 240; 1130 at 13 %: 1130 × 13 / 113 = 130; the card 2500 at none.
    expect(result.vat).toEqual([
      { rate: 24, grossCents: 1240, netCents: 1000, vatCents: 240 },
      { rate: 13, grossCents: 1130, netCents: 1000, vatCents: 130 },
      { rate: 0, grossCents: 2500, netCents: 2500, vatCents: 0 },
    ]);
    expect(result.totalCents).toBe(4870);
  });

  it('points pay part of the goods only, so they lower only the goods’ VAT', () => {
    const result = testPrice(
      catalogue,
      {
        lines: [
          { pid: 1, quantity: 1 },
          { pid: 20, quantity: 1 },
        ],
        r_lpnt: 5000,
      },
      { customer: SIGNED_IN },
    );
    // 30 % of the goods (1240) = 372; the card's 2500 is neither capped nor discounted.
    expect(result.loyalty.amountCents).toBe(372);
    // 1240 − 372 = 868 → 868 × 24 / 124 = 168.
    expect(result.vat).toEqual([
      { rate: 24, grossCents: 868, netCents: 700, vatCents: 168 },
      { rate: 0, grossCents: 2500, netCents: 2500, vatCents: 0 },
    ]);
  });
});

describe('priceCart: a gift card spent is a payment, not a discount', () => {
  it('leaves the VAT base of the goods and of shipping unchanged', () => {
    const lines = [
      { pid: 1, quantity: 1 },
      { pid: 2, quantity: 1 },
    ];
    const without = testPrice(catalogue, { lines, stid: 1, ptid: 2 });
    const paid = testPrice(catalogue, { lines, stid: 1, ptid: 2, gfcd: ['card30'] });
    // 1240 + 1130 + 350 = 2720, all of it paid by the 30 € card.
    expect(without.totalCents).toBe(2720);
    expect(paid.totalCents).toBe(0);
    expect(paid.giftCards).toEqual([
      { id: 7, code: 'CARD30', status: 'Applied', balanceCents: 3000, amountCents: 2720 },
    ]);
    // 24 %: 1240 + 350 = 1590 → 307.74 → 308; 13 %: 1130 → 130.
    expect(paid.vat).toEqual(without.vat);
    expect(paid.vat).toEqual([
      { rate: 24, grossCents: 1590, netCents: 1282, vatCents: 308 },
      { rate: 13, grossCents: 1130, netCents: 1000, vatCents: 130 },
    ]);
    // The goods still earn their points: the card paid for them.
    expect(paid.earnedPoints).toBe(without.earnedPoints);
  });
});

describe('priceCart: gift cards are e-mailed, not shipped', () => {
  it('a cart of gift cards only ships free, with no island surcharge and no shipping VAT', () => {
    const result = testPrice(catalogue, { lines: [{ pid: 20, quantity: 1 }], stid: 1, ptid: 2, crid: 9 });
    expect(result.giftCardsOnly).toBe(true);
    expect(result.shipping).toEqual({
      id: 1,
      name: 'Courier',
      costCents: 350,
      amountCents: 0,
      free: true,
      islandSurchargeCents: 0,
    });
    expect(result.totalCents).toBe(2500);
    expect(result.vat).toEqual([{ rate: 0, grossCents: 2500, netCents: 2500, vatCents: 0 }]);
    // Before a choice nothing is announced for delivery, nor an amount left to free shipping.
    const unchosen = testPrice(catalogue, { lines: [{ pid: 20, quantity: 1 }] });
    expect(unchosen.deliveryFromCents).toBeNull();
    expect(unchosen.freeShippingRemainingCents).toBe(0);
  });

  it('a mixed cart ships its goods as usual: the cards count for no free-shipping threshold', () => {
    const result = testPrice(catalogue, {
      lines: [
        { pid: 1, quantity: 1 },
        { pid: 21, quantity: 1 },
      ],
      stid: 1,
      ptid: 2,
      crid: 9,
    });
    expect(result.giftCardsOnly).toBe(false);
    // Goods 1240 < 3900 although the cart is 6240: courier 350 + island 300.
    expect(result.shipping).toMatchObject({ amountCents: 650, free: false, islandSurchargeCents: 300 });
    expect(result.freeShippingRemainingCents).toBe(3900 - 1240);
    // 24 %: 1240 + 650 = 1890 → 365.81 → 366.
    expect(result.vat).toEqual([
      { rate: 24, grossCents: 1890, netCents: 1524, vatCents: 366 },
      { rate: 0, grossCents: 5000, netCents: 5000, vatCents: 0 },
    ]);
    expect(result.totalCents).toBe(6890);
  });
});
