import { type CartTotalsRequest, cartTotalsRequestSchema, ProductType } from '@shop/contract';
import type { TestApp } from '../../test/index.ts';
import type { OrderDraft, PlacedOrder } from './types.ts';

export const TEST_ADDRESS = {
  fnm: 'Μαρία',
  lnm: 'Παπαδοπούλου',
  mob: '6912345678',
  tel: '',
  ctid: 1,
  ctnm: 'Ελλάδα',
  crid: null,
  crnm: '',
  adr1: 'Ερμού 1',
  ct: 'Λαμία',
  ar: '',
  pc: '35100',
  bnm: '',
} as const;

/**
 * Places an order the way checkout does, through the owners' services in one transaction:
 * prices the cart, reserves its stock, writes the order, records its coupons, gift cards and
 * points. For tests of what the orders domain does with an order afterwards.
 */
export async function placeTestOrder(
  t: TestApp,
  request: CartTotalsRequest,
  options: Partial<
    Pick<OrderDraft, 'customerId' | 'email' | 'expiresAt' | 'payment' | 'idempotencyKey'>
  > = {},
): Promise<PlacedOrder> {
  const { pricing, inventory, promotions, orders, catalog } = t.services;
  const customerId = options.customerId ?? null;
  const email = options.email ?? 'maria@example.gr';
  const priced = await pricing.price(cartTotalsRequestSchema.parse(request), 'el', customerId);
  const products = await catalog.pricingProducts(
    priced.lines.map((line) => line.pid),
    'el',
  );
  const lines = priced.lines.map((line) => ({
    productId: line.pid,
    dimensionId: line.dimension === 0 ? null : line.dimension,
    quantity: line.quantity,
  }));
  const placed = await t.database.db.transaction(async (tx) => {
    const { short, backOrdered } = await inventory.reserve(tx, lines);
    if (short.length > 0) throw new Error(`out of stock: ${JSON.stringify(short)}`);
    const order = await orders.create(tx, {
      customerId,
      email,
      language: 'el',
      receiptType: 'receipt',
      company: null,
      billing: { ...TEST_ADDRESS },
      delivery: null,
      shipping: { typeId: 1, kind: 'courier', nameEl: 'Courier', nameEn: 'Courier' },
      storeId: null,
      locker: null,
      payment: options.payment ?? { typeId: 1, provider: 'sandbox', nameEl: 'Κάρτα', nameEn: 'Card' },
      installments: 1,
      totals: {
        goodsCents: priced.grossCents,
        discountCents: priced.discountCents,
        shippingCents: priced.shipping?.amountCents ?? 0,
        paymentFeeCents: priced.payment?.amountCents ?? 0,
        netCents: priced.vat.reduce((sum, row) => sum + row.netCents, 0),
        vatCents: priced.vat.reduce((sum, row) => sum + row.vatCents, 0),
        totalCents: priced.totalCents,
        pointsUsed: priced.loyalty.used,
        pointsCents: priced.loyalty.amountCents,
        pointsEarned: priced.earnedPoints,
        reverseCharge: false,
      },
      giftCards: priced.giftCards.flatMap((card) =>
        card.status === 'Applied' && card.id !== null
          ? [{ id: card.id, code: card.code, amountCents: card.amountCents }]
          : [],
      ),
      gift: null,
      note: '',
      acceptedNewsletter: false,
      idempotencyKey: options.idempotencyKey ?? null,
      expiresAt: options.expiresAt ?? null,
      lines: priced.lines.map((line) => ({
        productId: line.pid,
        dimensionId: line.dimension === 0 ? null : line.dimension,
        name: line.name,
        sizeName: null,
        url: null,
        image: null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        discountCents: line.discountCents,
        amountCents: line.amountCents,
        vatRate: line.vatRate,
        autoInserted: line.autoInserted,
        giftCard: products.get(line.pid)?.productType === ProductType.GiftCard,
      })),
      actor: customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId },
    });
    if (backOrdered.length > 0) await orders.recordBackOrdered(tx, order.id, backOrdered);
    await promotions.recordRedemptions(tx, priced, { code: order.code, customerId, email });
    return order;
  });
  return placed;
}
