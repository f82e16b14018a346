/**
 * The shop's document work in a process of its own, for `crash-safety.test.ts`, which kills it
 * with SIGKILL and starts it again: it repairs what the last run left (the sweep's reconcile),
 * confirms the card payments of the orders it is given (each payment issues its document through
 * the orders listener, as in the shop) and sends every pending document to myDATA with the shop's
 * transmitter and REST client, here pointed at the test's recorded-response server. Exits 0 once
 * every order has its document and none is pending.
 *
 * Environment: DATABASE_URL, ORDER_IDS (comma-separated), MYDATA_FAKE_URL, MEDIA_DIR.
 */
import { OrderStatus } from '@shop/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { documents, orders } from '../../db/schema/index.ts';
import { MYDATA_BASE_URLS, MyDataRestClient } from './mydata-client.ts';
import { DocumentTransmitter, TransmissionDeferred } from './transmission.ts';

const env = process.env;
const orderIds = (env.ORDER_IDS ?? '').split(',').map(Number);
const fakeUrl = env.MYDATA_FAKE_URL ?? '';
const credentials = {
  userId: 'shop-user',
  subscriptionKey: 'subscription-key',
  environment: 'test' as const,
};
/** Short, so that a try a kill cut off is taken over within the test; longer than two calls can take. */
const TIMEOUT_MS = 1500;
const CLAIM_SECONDS = 4;

// myDATA's test environment is answered by the test's server.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return realFetch(
    url.startsWith(MYDATA_BASE_URLS.test) ? `${fakeUrl}${url.slice(MYDATA_BASE_URLS.test.length)}` : input,
    init,
  );
};

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATABASE_URL: env.DATABASE_URL ?? '',
  MEDIA_DIR: env.MEDIA_DIR ?? '',
  MYDATA_USER_ID: credentials.userId,
  MYDATA_SUBSCRIPTION_KEY: credentials.subscriptionKey,
});
const database = await openDatabase({ url: config.databaseUrl ?? '', poolSize: 6 });
const db = database.db;
// Not made ready: no job worker runs; this process sends the documents itself.
const app = await buildApp({ config, database, logger: false });
const { documents: documentsService, orders: ordersService, pharmacy } = app.services;
const transmitter = new DocumentTransmitter(
  db,
  new MyDataRestClient(credentials, globalThis.fetch, { timeoutMs: TIMEOUT_MS }),
  pharmacy.details.vatNumber ?? '',
  CLAIM_SECONDS,
);

// What a kill between an order's payment and its listener left undone, as the sweep repairs it.
await documentsService.reconcileSince(new Date(Date.now() - 3_600_000));

async function pay(queue: number[]) {
  for (let orderId = queue.shift(); orderId !== undefined; orderId = queue.shift()) {
    const order = await ordersService.forPaymentById(orderId);
    if (order?.status !== OrderStatus.Pending) continue;
    await ordersService.markPaid(orderId, {
      provider: 'sandbox',
      transactionId: `crash-${orderId}`,
      amountCents: order.totalCents,
    });
  }
}

let paying = true;
async function transmit() {
  for (;;) {
    const pending = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.transmission, 'pending'), inArray(documents.orderId, orderIds)))
      .orderBy(asc(documents.id))
      .limit(20);
    if (pending.length === 0 && !paying) return;
    let settled = 0;
    for (const { id } of pending) {
      try {
        await transmitter.transmit(id);
        settled += 1;
      } catch (error) {
        if (!(error instanceof TransmissionDeferred)) throw error;
      }
    }
    if (settled === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const queue = [...orderIds];
const transmitting = [transmit(), transmit()];
await Promise.all([pay(queue), pay(queue)]);
paying = false;
await Promise.all(transmitting);
const [issued] = await db
  .select({ value: count() })
  .from(documents)
  .where(inArray(documents.orderId, orderIds));
const [unpaid] = await db
  .select({ value: count() })
  .from(orders)
  .where(and(inArray(orders.id, orderIds), eq(orders.status, OrderStatus.Pending)));
console.log(JSON.stringify({ issued: issued?.value, unpaid: unpaid?.value }));
await app.close();
await database.close();
process.exit(0);
