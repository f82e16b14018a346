import { OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentRecord, documents } from '../../db/schema/index.ts';
import type { FetchFunction } from '../../lib/outbound-http.ts';
import { fakeFetch, type RecordedReply, readFixture } from '../../test/fake-fetch.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { MyDataRestClient } from './mydata-client.ts';
import { seriesLabel } from './numbering.ts';
import { type DocumentsWorld, documentsWorld, moveOrder, payByCard, placeOrder } from './test-world.ts';
import { DocumentTransmitter, TransmissionDeferred } from './transmission.ts';

const xml = (name: string) => ({
  status: 200,
  body: readFixture(import.meta.url, `fixtures/${name}`),
  contentType: 'application/xml',
});
const CREDENTIALS = {
  userId: 'shop-user',
  subscriptionKey: 'subscription-key',
  environment: 'test',
} as const;

let t: TestApp;
let world: DocumentsWorld;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  world = await documentsWorld(t);
});
afterAll(() => t.close());

/** A paid card order's receipt, waiting to be sent (the app under test has no credentials of its own). */
async function pendingReceipt(): Promise<DocumentRecord> {
  const orderId = await placeOrder(t, world, { payment: 'card' });
  await payByCard(t, orderId);
  const [row] = await db()
    .update(documents)
    .set({ transmission: 'pending' })
    .where(eq(documents.sourceKey, `order:${orderId}:sale`))
    .returning();
  if (!row) throw new Error('no receipt');
  return row;
}

function transmitter(replies: RecordedReply[], timeoutMs = 30_000) {
  const fake = fakeFetch(replies);
  const api = new MyDataRestClient(CREDENTIALS, fake.fetch, { timeoutMs });
  return { fake, transmitter: new DocumentTransmitter(db(), api, '801645232') };
}

const reload = async (id: number) => (await db().select().from(documents).where(eq(documents.id, id)))[0];

/** The recorded `RequestTransmittedDocs` answer, listing this document among the issuer's. */
const listing = (document: DocumentRecord) => ({
  ...xml('mydata-transmitted-docs.xml'),
  body: readFixture(import.meta.url, 'fixtures/mydata-transmitted-docs.xml')
    .replace('<series>SERIES</series>', `<series>${seriesLabel(document.series, document.year)}</series>`)
    .replace('<aa>AA</aa>', `<aa>${document.number}</aa>`),
});

describe('transmission to myDATA against recorded responses', () => {
  it('success: MARK, UID and QR URL are stored; the request carries the credentials and the XML', async () => {
    const receipt = await pendingReceipt();
    const { fake, transmitter: sender } = transmitter([xml('mydata-success.xml')]);
    expect(await sender.transmit(receipt.id)).toBe('transmitted');
    expect(await reload(receipt.id)).toMatchObject({
      transmission: 'transmitted',
      mark: '400001951234567',
      uid: '5A1C4D1E8B4F0E6F3C2B1A0D9E8F7A6B5C4D3E2F',
      qrUrl: expect.stringContaining('TimologioQR'),
      attempts: 1,
      lastErrors: [],
    });
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]).toMatchObject({
      method: 'POST',
      url: 'https://mydataapidev.aade.gr/SendInvoices',
      headers: { 'aade-user-id': 'shop-user', 'ocp-apim-subscription-key': 'subscription-key' },
    });
    expect(fake.sent[0]?.body).toContain(
      `<series>${seriesLabel('R', receipt.year)}</series><aa>${receipt.number}</aa>`,
    );
    // Settled: a second run of the job sends nothing.
    expect(await sender.transmit(receipt.id)).toBe('settled');
    expect(fake.sent).toHaveLength(1);
  });

  it('validation error: kept as rejected with AADE’s codes and messages, never retried', async () => {
    const receipt = await pendingReceipt();
    const { fake, transmitter: sender } = transmitter([xml('mydata-validation-error.xml')]);
    expect(await sender.transmit(receipt.id)).toBe('rejected');
    const row = await reload(receipt.id);
    expect(row?.transmission).toBe('rejected');
    expect(row?.lastErrors.map((error) => error.code)).toEqual(['217', '209']);
    expect(row?.lastErrors[0]?.message).toContain('vatExemptionCategory is mandatory');
    expect(await sender.transmit(receipt.id)).toBe('settled');
    expect(fake.sent).toHaveLength(1);
  });

  it('technical error: thrown for a retry; the next try asks what myDATA holds before sending again', async () => {
    const receipt = await pendingReceipt();
    const { fake, transmitter: sender } = transmitter([
      xml('mydata-technical-error.xml'),
      xml('mydata-transmitted-none.xml'),
      xml('mydata-success.xml'),
    ]);
    await expect(sender.transmit(receipt.id)).rejects.toBeInstanceOf(TransmissionDeferred);
    expect(await reload(receipt.id)).toMatchObject({ transmission: 'pending', lastErrors: [{ code: '0' }] });
    expect(await sender.transmit(receipt.id)).toBe('transmitted');
    expect(fake.sent.map((request) => request.url.split('?')[0])).toEqual([
      'https://mydataapidev.aade.gr/SendInvoices',
      'https://mydataapidev.aade.gr/RequestTransmittedDocs',
      'https://mydataapidev.aade.gr/SendInvoices',
    ]);
  });

  it('timeout: retried; myDATA had received it, so it is found by RequestTransmittedDocs and never sent twice', async () => {
    const receipt = await pendingReceipt();
    const { fake, transmitter: sender } = transmitter(
      ['hang', xml('mydata-transmitted-docs-page1.xml'), listing(receipt)],
      200,
    );
    await expect(sender.transmit(receipt.id)).rejects.toBeInstanceOf(TransmissionDeferred);
    expect((await reload(receipt.id))?.lastErrors).toEqual([
      { code: 'timeout', message: expect.any(String) },
    ]);
    expect(await sender.transmit(receipt.id)).toBe('found');
    expect(await reload(receipt.id)).toMatchObject({
      transmission: 'transmitted',
      mark: '400001951239999',
      qrUrl: 'https://mydataapidev.aade.gr/TimologioQR/QRInfo?q=found',
      attempts: 2,
    });
    const sends = fake.sent.filter((request) => request.url.endsWith('/SendInvoices'));
    expect(sends).toHaveLength(1);
    // Both pages were read, the second with the first's continuation token.
    expect(fake.sent[2]?.url).toContain('nextPartitionKey=801645232_400001951230001');
  });

  it('duplicate: myDATA already holds the document, so its MARK is looked up instead of refusing it', async () => {
    const receipt = await pendingReceipt();
    const { transmitter: sender } = transmitter([xml('mydata-duplicate.xml'), listing(receipt)]);
    expect(await sender.transmit(receipt.id)).toBe('found');
    expect(await reload(receipt.id)).toMatchObject({ transmission: 'transmitted', mark: '400001951239999' });
  });

  it('a gateway failure (503) is retried like a timeout', async () => {
    const receipt = await pendingReceipt();
    const { transmitter: sender } = transmitter([{ status: 503, body: 'Service Unavailable' }]);
    await expect(sender.transmit(receipt.id)).rejects.toBeInstanceOf(TransmissionDeferred);
    expect((await reload(receipt.id))?.transmission).toBe('pending');
  });

  it('a credit note waits for its receipt’s MARK, then names it as the correlated invoice', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    await moveOrder(t, orderId, OrderStatus.Cancelled);
    await db().update(documents).set({ transmission: 'pending' }).where(eq(documents.orderId, orderId));
    const [receipt, credit] = await db()
      .select()
      .from(documents)
      .where(eq(documents.orderId, orderId))
      .orderBy(documents.id);
    if (!receipt || !credit) throw new Error('no receipt and credit note');
    const { fake, transmitter: sender } = transmitter([xml('mydata-success.xml'), xml('mydata-success.xml')]);
    await expect(sender.transmit(credit.id)).rejects.toThrow(/no MARK yet/);
    expect(fake.sent).toHaveLength(0);
    await sender.transmit(receipt.id);
    expect(await sender.transmit(credit.id)).toBe('transmitted');
    expect(fake.sent[1]?.body).toContain('<invoiceType>11.4</invoiceType>');
    expect(fake.sent[1]?.body).toContain('<correlatedInvoices>400001951234567</correlatedInvoices>');
  });

  it('documents issued without credentials are "not configured" and are not sent', async () => {
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    const [receipt] = await db().select().from(documents).where(eq(documents.orderId, orderId));
    expect(receipt?.transmission).toBe('not_configured');
    const { fake, transmitter: sender } = transmitter([xml('mydata-success.xml')]);
    expect(await sender.transmit(receipt?.id ?? 0)).toBe('settled');
    expect(fake.sent).toHaveLength(0);
  });

  it('two tries at once: one holds the document, the other is deferred; it is sent once', async () => {
    const receipt = await pendingReceipt();
    const fake = fakeFetch([xml('mydata-success.xml'), xml('mydata-success.xml')]);
    // myDATA takes its time, so the second try comes while the first waits for the answer.
    const slow: FetchFunction = async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return fake.fetch(input, init);
    };
    const sender = new DocumentTransmitter(db(), new MyDataRestClient(CREDENTIALS, slow), '801645232');
    const first = sender.transmit(receipt.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(sender.transmit(receipt.id)).rejects.toThrow(/another try holds it/);
    expect(await first).toBe('transmitted');
    expect(fake.sent).toHaveLength(1);
    expect((await reload(receipt.id))?.transmission).toBe('transmitted');
  });
});
