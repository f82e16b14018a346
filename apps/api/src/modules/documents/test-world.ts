import type { OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { paymentTypes, products, shippingTypes } from '../../db/schema/index.ts';
import { seedCheckoutDemo } from '../../db/seed/checkout-demo.ts';
import { insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';

/** Two products (24 % and 13 %), the demo shipping and payment types. */
export interface DocumentsWorld {
  standardId: number;
  reducedId: number;
  courier: number;
  card: number;
  cashOnDelivery: number;
}

export async function documentsWorld(t: TestApp): Promise<DocumentsWorld> {
  const db = t.database.db;
  const catalogue = await insertTestCatalogue(t);
  const plain = catalogue.filter((product) => product.productType === 0 && product.dimensions.length === 0);
  const [standard, reduced] = plain;
  if (!standard || !reduced) throw new Error('the test catalogue has fewer than two plain products');
  for (const [product, priceCents, taxClass] of [
    [standard, 1990, 0],
    [reduced, 850, 1],
  ] as const) {
    await db
      .update(products)
      .set({
        priceCents,
        listPriceCents: null,
        discountPercent: 0,
        manufacturerId: null,
        isPublished: true,
        taxClass,
      })
      .where(eq(products.id, product.id));
    await t.services.inventory.setStock(product.id, null, 100_000);
  }
  await seedCheckoutDemo(db);
  const shipping = await db.select().from(shippingTypes);
  const payment = await db.select().from(paymentTypes);
  const id = (rows: { id: number; code: string }[], code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`no ${code}`);
    return row.id;
  };
  return {
    standardId: standard.id,
    reducedId: reduced.id,
    courier: id(shipping, 'courier'),
    card: id(payment, 'card'),
    cashOnDelivery: id(payment, 'cash-on-delivery'),
  };
}

let nextOrder = 0;

/** Places a guest order for one of each product through `orders/save`; answers its id. */
export async function placeOrder(
  t: TestApp,
  world: DocumentsWorld,
  options: { payment: 'card' | 'cod'; form?: Record<string, unknown>; lang?: 'el' | 'en' },
): Promise<number> {
  nextOrder += 1;
  const token = await xsrf(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'el'}/orders/save`,
    headers: { ...token.headers, 'idempotency-key': `documents-${process.pid}-${Date.now()}-${nextOrder}` },
    payload: {
      eml: `buyer.${nextOrder}@example.gr`,
      lines: [
        { pid: world.standardId, pdid: 0, qty: 1 },
        { pid: world.reducedId, pdid: 0, qty: 2 },
      ],
      stid: world.courier,
      ptid: options.payment === 'card' ? world.card : world.cashOnDelivery,
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Ερμού 12',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
      ...options.form,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`orders/save answered ${response.statusCode}: ${response.body}`);
  const orderId = await t.services.orders.idOf(response.json<{ uid: string }>().uid);
  if (orderId === undefined) throw new Error('the placed order is not there');
  return orderId;
}

/** The card payment of an order, confirmed as the payments domain would. */
export async function payByCard(t: TestApp, orderId: number): Promise<void> {
  const order = await t.services.orders.forPaymentById(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  const paid = await t.services.orders.markPaid(orderId, {
    provider: 'sandbox',
    transactionId: `tx-${orderId}`,
    amountCents: order.totalCents,
  });
  if (!paid) throw new Error(`order ${orderId} was not Pending`);
}

/** A staff member moves the order on. */
export function moveOrder(t: TestApp, orderId: number, to: OrderStatus): Promise<void> {
  return t.services.orders.changeStatus(orderId, to, { actor: { kind: 'staff', id: null } });
}
