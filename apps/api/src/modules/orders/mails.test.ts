import { type OrderSaveResponse, OrderStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/index.ts';
import {
  type CheckoutWorld,
  checkoutWorld,
  orderForm,
  postOrder,
  uniqueKey,
} from '../checkout/test-fixtures.ts';
import { uniqueEmail } from '../customers/test-fixtures.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';

let t: TestApp;
let world: CheckoutWorld;

async function place(overrides: Record<string, unknown>, lang = 'el') {
  const email = uniqueEmail('orders');
  const response = await postOrder(t, orderForm(world, { eml: email, ...overrides }), {
    key: uniqueKey(),
    lang,
  });
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json<OrderSaveResponse>();
  const id = await t.services.orders.reads.idOf(order.uid, { email });
  if (id === undefined) throw new Error('placed order not found');
  return { ...order, id, email };
}

/** The sales-document mails the documents workflow sends beside them ("Απόδειξη … – παραγγελία …") are not the order's. */
const SALES_DOCUMENT_SUBJECT = / – (?:παραγγελία|order) \d{4}-\d+$/;

async function mailsTo(email: string) {
  return (await t.services.mail.list())
    .filter((mail) => mail.recipient === email && !SALES_DOCUMENT_SUBJECT.test(mail.subject))
    .reverse();
}

beforeAll(async () => {
  t = await createTestApp({ env: { PRICING_RULES_CACHE_SECONDS: '0' } });
  world = await checkoutWorld(t);
});
afterAll(() => t.close());

describe('order mails, in the order’s language', () => {
  it('confirms a cash-on-delivery order at once, in Greek, with a link to the order', async () => {
    const order = await place({});
    const [received] = await mailsTo(order.email);
    expect(received?.subject).toContain(`Λάβαμε την παραγγελία σας ${order.code}`);
    // Without SHOP_NAME, mails are signed with the demo shop's name in their language.
    expect(received?.subject).toMatch(/ · Φαρμακείο Υγεία$/);
    expect(received?.text).toContain(`/track-order/${order.uid}`);
    expect(received?.text).toContain('20,50');
  });

  it('lists the lines, discounts, charges, VAT, delivery address, payment and invoice, escaped, in Greek', async () => {
    const order = await place({
      lines: [{ pid: world.productId, pdid: 0, qty: 2 }],
      fnm: 'Μαρία <b>',
      adr1: 'Ερμού 12 & Αθηνάς',
      rt: 'invoice',
      cnm: 'Φαρμακευτική <Α.Ε.>',
      irs: 'Λάρισας',
      job: 'Εμπόριο',
      vat: '094014201',
    });
    const [received] = await mailsTo(order.email);
    const text = received?.text ?? '';
    // Two units at 15,00 €, courier at 3,50 €, cash on delivery at 2,00 €: 35,50 €, 24 % VAT inside.
    expect(text).toContain('Τα προϊόντα σας:');
    expect(text).toMatch(/- .+: 2 × 15,00\u00a0€ = 30,00\u00a0€/);
    expect(text).toContain('Προϊόντα: 30,00\u00a0€');
    expect(text).toContain('Μεταφορικά: 3,50\u00a0€');
    expect(text).toContain('Κόστος αντικαταβολής: 2,00\u00a0€');
    expect(text).toContain('Περιλαμβάνεται ΦΠΑ: 6,87\u00a0€');
    expect(text).toContain('Σύνολο πληρωμής: 35,50\u00a0€');
    expect(text).toContain('Παράδοση σε: Μαρία <b> Παπαδοπούλου, Ερμού 12 & Αθηνάς, 41222 Λάρισα');
    expect(text).toContain('Τρόπος πληρωμής: Αντικαταβολή');
    expect(text).toContain('Στοιχεία τιμολογίου: Φαρμακευτική <Α.Ε.>, ΑΦΜ 094014201, ΔΟΥ Λάρισας, Εμπόριο');
    const html = received?.html ?? '';
    expect(html).toContain('Φαρμακευτική &lt;Α.Ε.&gt;');
    expect(html).toContain('Ερμού 12 &amp; Αθηνάς');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/<td[^>]*>2<\/td><td[^>]*>15,00\u00a0€<\/td><td[^>]*>30,00\u00a0€<\/td>/);
  });

  it('names the store and the payment and says the order is free of shipping, in English', async () => {
    const order = await place({ stid: world.takeaway, tsid: world.larissa, ptid: world.bankDeposit }, 'en');
    const [received] = await mailsTo(order.email);
    const text = received?.text ?? '';
    expect(text).toContain('Your products:');
    expect(text).toContain('Shipping: Free');
    expect(text).not.toContain('Cash-on-delivery fee');
    expect(text).toContain('Total to pay: 15.00\u00a0€');
    expect(text).toContain('Document: receipt');
    expect(text).not.toContain('Delivery to:');
    expect(text).toMatch(/Payment: .+/);
  });

  it('gives the bank accounts for a deposit and the store’s hours for takeaway, in English', async () => {
    const order = await place({ stid: world.takeaway, tsid: world.larissa, ptid: world.bankDeposit }, 'en');
    const [received] = await mailsTo(order.email);
    expect(received?.subject).toContain(`We received your order ${order.code}`);
    expect(received?.subject).toMatch(/ · Ygeia Pharmacy$/);
    expect(received?.text).toContain('GR1101101250000012345678901');
    expect(received?.text).toContain('Larissa pharmacy');
    expect(received?.text).toContain('Monday-Friday 08:00-21:00');
  });

  it('names the locker of a locker order', async () => {
    const order = await place({ stid: world.locker, lckid: 'demo-thes-1', ptid: world.bankDeposit });
    const [received] = await mailsTo(order.email);
    expect(received?.text).toContain('Θεσσαλονίκη Αριστοτέλους');
  });

  it('confirms a card order once it is paid, and tells a failed payment', async () => {
    const paid = await place({ ptid: world.card });
    expect(await mailsTo(paid.email)).toHaveLength(0);
    await t.services.orders.markPaid(paid.id, {
      provider: 'sandbox',
      transactionId: `tx-${paid.id}`,
      amountCents: 1950,
    });
    expect((await mailsTo(paid.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Λάβαμε την παραγγελία σας ${paid.code}`),
    ]);

    const failed = await place({ ptid: world.card }, 'en');
    await t.services.orders.cancel(failed.id, { reason: 'payment_failed', actor: { kind: 'payment' } });
    await t.services.orders.cancel(failed.id, { reason: 'payment_failed', actor: { kind: 'payment' } });
    expect((await mailsTo(failed.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`The payment for order ${failed.code} failed`),
    ]);
  });

  it('tells the tracking number of a shipment, its delivery, a pick-up and a cancellation', async () => {
    const staff = { kind: 'staff' as const, id: await staffMemberId(t) };
    const shipped = await place({}, 'en');
    await t.services.orders.changeStatus(shipped.id, OrderStatus.Processing, { actor: staff });
    await t.services.orders.changeStatus(shipped.id, OrderStatus.InDelivery, {
      actor: staff,
      note: 'ACS 7001234567',
    });
    const shippedMails = await mailsTo(shipped.email);
    expect(shippedMails.at(-1)?.subject).toContain(`Order ${shipped.code} is on its way`);
    expect(shippedMails.at(-1)?.text).toContain('Tracking number: ACS 7001234567');
    await t.services.orders.changeStatus(shipped.id, OrderStatus.Completed, { actor: { kind: 'system' } });
    expect((await mailsTo(shipped.email)).at(-1)?.subject).toContain(`Order ${shipped.code} was delivered`);

    const pickup = await place({ stid: world.takeaway, tsid: world.larissa, ptid: world.bankDeposit });
    await t.services.orders.changeStatus(pickup.id, OrderStatus.Processing, { actor: staff });
    await t.services.orders.changeStatus(pickup.id, OrderStatus.ReadyForPickup, { actor: staff });
    const ready = (await mailsTo(pickup.email)).at(-1);
    expect(ready?.subject).toContain('είναι έτοιμη για παραλαβή');
    expect(ready?.text).toContain('Κύπρου 45');

    const cancelled = await place({});
    await t.services.orders.changeStatus(cancelled.id, OrderStatus.Cancelled, { actor: staff });
    expect((await mailsTo(cancelled.email)).at(-1)?.subject).toContain(
      `Η παραγγελία ${cancelled.code} ακυρώθηκε`,
    );
  });
});
