import { OrderStatus } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { pdfText } from './test-pdf-text.ts';
import { type DocumentsWorld, documentsWorld, moveOrder, payByCard, placeOrder } from './test-world.ts';

let t: TestApp;
let world: DocumentsWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await documentsWorld(t);
});
afterAll(() => t.close());

async function orderOf(orderId: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** The PDF a stored MIME message carries, decoded. */
function pdfAttachment(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[^\n]*\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/.exec(raw);
  if (!part?.[1]) throw new Error('no PDF attachment');
  return Buffer.from(part[1].replace(/\n/g, ''), 'base64');
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id));
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a buyer’s documents: by mail and from the order page', () => {
  it('a guest paying by card is mailed the receipt PDF (el), and downloads it by uid and e-mail', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    const order = await orderOf(orderId);
    const [mail] = (await mailsTo(order.email)).filter((row) =>
      row.subject.startsWith('Απόδειξη Λιανικής Πώλησης'),
    );
    expect(mail?.subject).toContain(order.code);
    const text = await pdfText(pdfAttachment(mail?.raw ?? ''));
    for (const expected of [
      'Απόδειξη Λιανικής Πώλησης',
      'Ανάλυση ΦΠΑ',
      '24%',
      '13%',
      'Μεταφορικά',
      order.code,
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Δεν διαβιβάστηκε στην ΑΑΔΕ (myDATA): δεν έχει ρυθμιστεί');

    const query = new URLSearchParams({ uid: order.uid, email: order.email });
    const list = await get(`/api/el/documents/getbyorder?${query}`);
    expect(list.statusCode).toBe(200);
    const [item] = list.json<{ items: { id: number; ttl: string; no: string }[] }>().items;
    expect(item).toMatchObject({
      ttl: 'Απόδειξη Λιανικής Πώλησης',
      no: expect.stringMatching(/^R-\d{4} \d+$/),
    });

    const pdf = await get(`/api/en/documents/pdf?${query}&id=${item?.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="R-\d{4}-\d+\.pdf"$/);
    // Asked in English, the same document reads in English.
    expect(await pdfText(pdf.rawPayload)).toContain('Retail receipt');
  });

  it('a wrong e-mail, another order’s uid or another order’s document answer 404', async () => {
    const first = await orderOf(await placeOrder(t, world, { payment: 'card' }));
    await payByCard(t, first.id);
    const second = await orderOf(await placeOrder(t, world, { payment: 'card' }));
    await payByCard(t, second.id);
    const [firstDocument] = await t.services.documents.ofOrder(first.id);
    const wrongEmail = new URLSearchParams({ uid: first.uid, email: 'someone.else@example.gr' });
    expect((await get(`/api/el/documents/getbyorder?${wrongEmail}`)).statusCode).toBe(404);
    expect((await get(`/api/el/documents/pdf?${wrongEmail}&id=${firstDocument?.id}`)).statusCode).toBe(404);
    const throughSecond = new URLSearchParams({
      uid: second.uid,
      email: second.email,
      id: String(firstDocument?.id),
    });
    const response = await get(`/api/el/documents/pdf?${throughSecond}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Το παραστατικό δεν βρέθηκε.' });
    expect((await get(`/api/el/documents/getbyorder?uid=${first.uid}`)).statusCode).toBe(401);
  });

  it('cancelling a paid order mails the credit note, which names the receipt', async () => {
    const order = await orderOf(
      await placeOrder(t, world, { payment: 'card', lang: 'en', form: { eml: 'credit.en@example.gr' } }),
    );
    await t.database.db.update(orders).set({ language: 'en' }).where(eq(orders.id, order.id));
    await payByCard(t, order.id);
    await moveOrder(t, order.id, OrderStatus.Cancelled);
    const [credit, receipt] = await t.services.documents.ofOrder(order.id).then((rows) => [rows[1], rows[0]]);
    const [mail] = (await mailsTo('credit.en@example.gr')).filter((row) =>
      row.subject.startsWith('Retail credit note'),
    );
    const text = await pdfText(pdfAttachment(mail?.raw ?? ''));
    expect(text).toContain('Retail credit note');
    expect(text).toContain(`Credits: Retail receipt R-${receipt?.year} no. ${receipt?.number}`);
    expect(credit?.creditsDocumentId).toBe(receipt?.id);
  });
});
