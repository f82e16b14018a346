import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { type FakeFetch, fakeFetch, readFixture } from '../../test/fake-fetch.ts';
import { createTestApp, type TestApp, xsrf } from '../../test/index.ts';
import { signedInStaff } from '../staff/test-fixtures.ts';
import { type DocumentsWorld, documentsWorld, payByCard, placeOrder } from './test-world.ts';

const xml = (name: string) => ({
  status: 200,
  body: readFixture(import.meta.url, `fixtures/${name}`),
  contentType: 'application/xml',
});

let t: TestApp;
let world: DocumentsWorld;
let fake: FakeFetch;

beforeAll(async () => {
  // Retries a second apart and workers looking every half second keep the test short.
  t = await createTestApp({
    env: {
      MYDATA_USER_ID: 'shop-user',
      MYDATA_SUBSCRIPTION_KEY: 'subscription-key',
      MYDATA_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
    },
  });
  world = await documentsWorld(t);
  await t.app.ready();
});
afterAll(() => t.close());

const receiptOf = async (orderId: number) =>
  (
    await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.sourceKey, `order:${orderId}:sale`))
  )[0];

describe('transmission as a background job (pg-boss)', () => {
  it('a receipt issued with credentials is pending, then sent by its job, retried after a technical error', async () => {
    fake = fakeFetch([
      xml('mydata-technical-error.xml'),
      xml('mydata-transmitted-none.xml'),
      xml('mydata-success.xml'),
    ]);
    vi.stubGlobal('fetch', fake.fetch);
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    expect((await receiptOf(orderId))?.transmission).toBe('pending');
    await expect
      .poll(async () => (await receiptOf(orderId))?.transmission, { timeout: 20_000 })
      .toBe('transmitted');
    expect(await receiptOf(orderId)).toMatchObject({ mark: '400001951234567', attempts: 2 });
    expect(fake.sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/SendInvoices',
      '/RequestTransmittedDocs',
      '/SendInvoices',
    ]);
  });

  it('a validation error is kept for staff and the job does not try again', async () => {
    fake = fakeFetch([xml('mydata-validation-error.xml'), xml('mydata-success.xml')]);
    vi.stubGlobal('fetch', fake.fetch);
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    await expect
      .poll(async () => (await receiptOf(orderId))?.transmission, { timeout: 20_000 })
      .toBe('rejected');
    // A retry would come within a second or two.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(fake.sent).toHaveLength(1);
    expect((await receiptOf(orderId))?.lastErrors.map((error) => error.code)).toEqual(['217', '209']);
  });

  it('staff send a refused document again from the back office; it is transmitted', async () => {
    fake = fakeFetch([
      xml('mydata-validation-error.xml'),
      xml('mydata-transmitted-none.xml'),
      xml('mydata-success.xml'),
    ]);
    vi.stubGlobal('fetch', fake.fetch);
    const orderId = await placeOrder(t, world, { payment: 'card' });
    await payByCard(t, orderId);
    await expect
      .poll(async () => (await receiptOf(orderId))?.transmission, { timeout: 20_000 })
      .toBe('rejected');
    const staff = await signedInStaff(t, 'SalesPerson');
    const token = await xsrf(t.app);
    const id = (await receiptOf(orderId))?.id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/el/admin/documents/retry',
      headers: { ...token.headers, authorization: `Bearer ${staff}` },
      payload: { id },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expect
      .poll(async () => (await receiptOf(orderId))?.transmission, { timeout: 20_000 })
      .toBe('transmitted');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/el/admin/documents/retry',
      headers: { ...token.headers, authorization: `Bearer ${staff}` },
      payload: { id },
    });
    expect(again.statusCode).toBe(409);
  });
});
