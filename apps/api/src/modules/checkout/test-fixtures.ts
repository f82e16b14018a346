import { paymentTypes, shippingTypes, takeawayStores } from '../../db/schema/index.ts';
import { seedCheckoutDemo } from '../../db/seed/checkout-demo.ts';
import { insertPlainTestProduct, type TestApp, xsrf } from '../../test/index.ts';

export interface CheckoutWorld {
  /** A plain product at 15.00 € (24 % VAT) with `stock` in stock. */
  productId: number;
  courier: number;
  locker: number;
  takeaway: number;
  card: number;
  cashOnDelivery: number;
  bankDeposit: number;
  larissa: number;
}

/** The demo checkout options and one plain product with a known price and stock. */
export async function checkoutWorld(t: TestApp, stock = 1000): Promise<CheckoutWorld> {
  const db = t.database.db;
  const plainId = await insertPlainTestProduct(t, { stock, taxClass: 0 });
  await seedCheckoutDemo(db);
  const shipping = await db.select().from(shippingTypes);
  const payment = await db.select().from(paymentTypes);
  const stores = await db.select().from(takeawayStores);
  const id = (rows: { id: number; code: string }[], code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`no ${code}`);
    return row.id;
  };
  return {
    productId: plainId,
    courier: id(shipping, 'courier'),
    locker: id(shipping, 'boxnow-locker'),
    takeaway: id(shipping, 'takeaway'),
    card: id(payment, 'card'),
    cashOnDelivery: id(payment, 'cash-on-delivery'),
    bankDeposit: id(payment, 'bank-deposit'),
    larissa: id(stores, 'larissa'),
  };
}

/** A complete guest order form: courier to Larissa (Thessaly, region 6), cash on delivery. */
export function orderForm(world: CheckoutWorld, overrides: Record<string, unknown> = {}) {
  return {
    eml: 'guest@example.gr',
    lines: [{ pid: world.productId, pdid: 0, qty: 1 }],
    stid: world.courier,
    ptid: world.cashOnDelivery,
    fnm: 'Μαρία',
    lnm: 'Παπαδοπούλου',
    mob: '6912345678',
    ctid: 1,
    crid: 6,
    adr1: 'Ερμού 12',
    ct: 'Λάρισα',
    pc: '41222',
    hasAcceptedTerms: true,
    ...overrides,
  };
}

let nextKey = 0;
/** A distinct idempotency key, as a cart token would be. */
export function uniqueKey(): string {
  nextKey += 1;
  return `cart-${process.pid}-${Date.now()}-${nextKey}`;
}

/** Posts the form to `orders/save` (or another order call) with a fresh XSRF token. */
export async function postOrder(
  t: TestApp,
  payload: object,
  options: { key?: string; path?: string; lang?: string; authorization?: string } = {},
) {
  const token = await xsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'en'}/${options.path ?? 'orders/save'}`,
    headers: {
      ...token.headers,
      ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    payload,
  });
}
