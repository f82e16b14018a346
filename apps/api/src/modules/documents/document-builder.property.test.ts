import {
  cartTotalsRequestSchema,
  type PricingCustomer,
  type PricingPolicy,
  type PricingProduct,
  type PricingResult,
  priceCart,
  SHIPPING_VAT_RATE,
} from '@shop/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderForDocument } from '../orders/index.ts';
import { GIFT_CARD_PAYMENT_TYPE } from './classification.ts';
import { buildSaleDocument } from './document-builder.ts';
import type { DocumentCounterpart } from './types.ts';

/**
 * Random carts priced by the shop's own engine (promotions, coupons, bundles, points, gift cards
 * bought and spent, shipping, the COD fee, every tax class), turned into an order as checkout
 * does, then into its document: the document's totals must be the order's to the cent.
 */

const PRODUCT_IDS = [1, 2, 3, 4, 5, 6];
const subset = (values: readonly number[]) => fc.subarray([...values], { maxLength: values.length });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const product = (id: number) =>
  fc
    .record({
      price: fc.integer({ min: 1, max: 30_000 }),
      taxClass: fc.integer({ min: 0, max: 3 }),
      giftCard: fc.integer({ min: 0, max: 7 }).map((draw) => draw === 0),
    })
    .map(
      (value): PricingProduct => ({
        id,
        name: `Προϊόν ${id}`,
        unitPriceCents: value.price,
        taxClass: value.taxClass,
        productType: value.giftCard ? 1 : 0,
        manufacturerId: 1,
        categoryIds: [],
        dimensions: [],
        inStock: true,
      }),
    );

const policy = (id: number) =>
  fc
    .record({
      kind: fc.constantFrom('PercentDiscount', 'AmountDiscount', 'BuyXGetY', 'Gift'),
      percent: fc.integer({ min: 1, max: 9000 }).map((hundredths) => hundredths / 100),
      amountCents: fc.integer({ min: 1, max: 3000 }),
      productIds: subset(PRODUCT_IDS),
    })
    .map(
      (value): PricingPolicy => ({
        id,
        name: `Policy ${id}`,
        kind: value.kind as PricingPolicy['kind'],
        rule: 'Additive',
        isActive: true,
        startsAt: null,
        endsAt: null,
        customerGroups: [],
        productIds: value.productIds,
        categoryIds: [],
        manufacturerIds: [],
        percent: value.percent,
        amountCents: value.amountCents,
        buyQuantity: 2,
        freeQuantity: 1,
        minAmountCents: null,
        giftProductIds: [1],
        giftQuantity: 1,
      }),
    );

const orderArbitrary = fc.record({
  products: fc.tuple(...PRODUCT_IDS.map(product)),
  policies: fc
    .array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 })
    .chain((ids) => fc.tuple(...[...new Set(ids)].map(policy))),
  couponPolicy: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  giftCardBalances: fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 2 }),
  lines: fc.array(
    fc.record({ pid: fc.constantFrom(...PRODUCT_IDS), quantity: fc.integer({ min: 1, max: 5 }) }),
    { minLength: 1, maxLength: 8 },
  ),
  points: fc.integer({ min: 0, max: 5000 }),
  shippingCents: fc.constantFrom(0, 250, 350, 490),
  cashOnDelivery: fc.boolean(),
  invoice: fc.constantFrom('receipt', 'invoice', 'eu_invoice'),
});

type RandomOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

const MEMBER: PricingCustomer = { id: 7, email: 'maria@example.gr', groups: [], pointsBalance: 5000 };

function price(random: RandomOrder): PricingResult {
  return priceCart({
    catalogue: {
      products: new Map(random.products.map((item) => [item.id, item])),
      policies: random.policies,
      bundles: [],
      coupons:
        random.couponPolicy === null
          ? []
          : [
              {
                id: 1,
                code: 'C1',
                policyId: random.couponPolicy,
                isActive: true,
                startsAt: null,
                endsAt: null,
                maxRedemptions: null,
                redemptions: 0,
                maxPerCustomer: null,
                customerRedemptions: 0,
                allowedEmails: [],
                customerId: null,
              },
            ],
      giftCards: random.giftCardBalances.map((balance, index) => ({
        id: index + 1,
        code: `G${index + 1}`,
        balanceCents: balance,
        isActive: true,
        expiresAt: null,
      })),
      shippingTypes: [
        {
          id: 1,
          name: 'Courier',
          costCents: random.shippingCents,
          freeAboveThreshold: true,
          countryIds: [],
          islandSurchargeCents: 0,
        },
      ],
      paymentTypes: [{ id: 1, name: 'Αντικαταβολή', feeCents: 200 }],
      islandRegionIds: [],
    },
    settings: {
      freeShippingThresholdCents: 3900,
      loyaltyRedeemPointsPerEuro: 100,
      loyaltyRedeemMaxPercent: 30,
      loyaltyEarnPointsPerEuro: 1,
      shippingVatRate: SHIPPING_VAT_RATE,
    },
    customer: MEMBER,
    request: cartTotalsRequestSchema.parse({
      lines: random.lines.map((line) => ({ pid: line.pid, dimension: 0, quantity: line.quantity })),
      couponscodes: random.couponPolicy === null ? [] : ['C1'],
      gfcd: random.giftCardBalances.map((_, index) => `G${index + 1}`),
      r_lpnt: random.points,
      stid: 1,
      ptid: random.cashOnDelivery ? 1 : undefined,
    }),
    now: new Date('2026-06-01T10:00:00Z'),
  });
}

/** The order checkout writes for a priced cart (`orderDraftOf`'s totals and lines). */
function orderOf(priced: PricingResult, random: RandomOrder): OrderForDocument {
  const giftCardIds = new Set(
    random.products.filter((item) => item.productType === 1).map((item) => item.id),
  );
  return {
    id: 1,
    uid: 'uid',
    code: '2026-000001',
    customerId: 7,
    email: 'maria@example.gr',
    language: 'el',
    status: 1,
    receiptType: random.invoice === 'receipt' ? 'receipt' : 'invoice',
    company: null,
    billing: {
      fnm: 'Μαρία',
      lnm: 'Παπαδάκη',
      mob: '6900000000',
      tel: '',
      ctid: 1,
      ctnm: 'Ελλάδα',
      crid: null,
      crnm: '',
      adr1: 'Κύπρου 1',
      ct: 'Λάρισα',
      ar: '',
      pc: '41222',
      bnm: '',
    },
    shippingName: { el: 'Μεταφορικά', en: 'Shipping' },
    payment: {
      provider: random.cashOnDelivery ? 'cash_on_delivery' : 'sandbox',
      name: { el: 'Αντικαταβολή', en: 'Cash on delivery' },
    },
    goodsCents: priced.grossCents,
    discountCents: priced.discountCents,
    shippingCents: priced.shipping?.amountCents ?? 0,
    paymentFeeCents: priced.payment?.amountCents ?? 0,
    netCents: sum(priced.vat.map((row) => row.netCents)),
    vatCents: sum(priced.vat.map((row) => row.vatCents)),
    totalCents: priced.totalCents,
    giftCards: priced.giftCards.flatMap((card) =>
      card.status === 'Applied' && card.id !== null && card.amountCents > 0
        ? [{ id: card.id, code: card.code, amountCents: card.amountCents }]
        : [],
    ),
    placedAt: new Date('2026-06-01T10:00:00Z'),
    paidAt: null,
    lines: priced.lines.map((line) => ({
      name: line.name,
      sizeName: null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      amountCents: line.amountCents,
      vatRate: line.vatRate,
      autoInserted: line.autoInserted,
      giftCard: giftCardIds.has(line.pid),
    })),
  };
}

const COMPANY: DocumentCounterpart = {
  vatNumber: '094014201',
  country: 'GR',
  name: 'Φαρμακαποθήκη Α.Ε.',
  taxOffice: 'ΔΟΥ Λάρισας',
  activity: 'Χονδρεμπόριο',
  address: { street: 'Ηρώων 5', postalCode: '41222', city: 'Λάρισα' },
};

describe('a sale document equals its order to the cent', () => {
  it('over 1 000 carts priced by the engine: net, VAT, money paid and gift cards spent', () => {
    fc.assert(
      fc.property(orderArbitrary, (random) => {
        const priced = price(random);
        const order = orderOf(priced, random);
        const intraCommunity = random.invoice === 'eu_invoice';
        const document = buildSaleDocument({
          order,
          counterpart:
            random.invoice === 'receipt' ? null : { ...COMPANY, country: intraCommunity ? 'CY' : 'GR' },
          intraCommunity,
        });
        const giftCardsSpent = sum(order.giftCards.map((card) => card.amountCents));
        const paid = (cards: boolean) =>
          sum(
            document.payments
              .filter((payment) => (payment.type === GIFT_CARD_PAYMENT_TYPE) === cards)
              .map((payment) => payment.amountCents),
          );

        expect(document.totals.grossCents).toBe(order.totalCents + giftCardsSpent);
        expect(paid(false)).toBe(order.totalCents);
        expect(paid(true)).toBe(giftCardsSpent);
        expect(document.totals.netCents + document.totals.vatCents).toBe(document.totals.grossCents);
        if (intraCommunity) {
          expect(document.kind).toBe('eu_invoice');
          expect(document.totals.vatCents).toBe(0);
        } else {
          expect(document.kind).toBe(random.invoice);
          expect(document.totals.netCents).toBe(order.netCents);
          expect(document.totals.vatCents).toBe(order.vatCents);
          // Each rate's VAT is the engine's.
          for (const row of priced.vat.filter((vat) => vat.vatCents > 0)) {
            const analysed = document.vatAnalysis.find((candidate) => candidate.vatRate === row.rate);
            expect(analysed).toMatchObject({ netCents: row.netCents, vatCents: row.vatCents });
          }
        }
        for (const line of document.lines) {
          expect(line.netCents).toBeGreaterThanOrEqual(0);
          expect(line.netCents + line.vatCents).toBe(line.grossCents);
          // A line's VAT is less than a cent from its exact VAT, gross × r / (100 + r).
          expect(
            Math.abs(line.vatCents * (100 + line.vatRate) - line.grossCents * line.vatRate),
          ).toBeLessThan(100 + line.vatRate);
        }
        expect(sum(document.vatAnalysis.map((row) => row.vatCents))).toBe(document.totals.vatCents);
      }),
      { numRuns: 1000 },
    );
  });
});
