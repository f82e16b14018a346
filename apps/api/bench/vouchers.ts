/**
 * Vouchers for many paid orders in one bulk action (`VoucherService.bulk`, what
 * `admin/carriers/vouchers/bulk` runs) against the local recorded-response ACS on the loopback
 * interface: the shop's own cost per voucher — reading the orders and weights, claiming each
 * order's row, the carrier call over HTTP, recording the answer — without a real carrier's latency.
 * Then the same request again, which must make nothing. Prints the times and the machine's load.
 *
 *   npm run bench:vouchers -w apps/api -- --orders 200
 *   DATABASE_URL=postgres://… npm run bench:vouchers -w apps/api   (a throw-away database beside it)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { products } from '../src/db/schema/index.ts';
import { generateCatalogue } from '../src/db/seed/generator.ts';
import { insertCatalogue } from '../src/db/seed/insert-catalogue.ts';
import { throwAwayDatabase } from './bench-database.ts';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '200' } } });
const ORDERS = Number(values.orders);
const address = {
  fnm: 'Μαρία',
  lnm: 'Παπαδοπούλου',
  mob: '6912345678',
  tel: '',
  ctid: 1,
  ctnm: 'Ελλάδα',
  crid: null,
  crnm: '',
  adr1: 'Ερμού 12',
  ct: 'Λαμία',
  ar: '',
  pc: '35100',
  bnm: '',
};

const mediaDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const { database, drop } = await throwAwayDatabase();
try {
  await database.migrate();
  const seeds = generateCatalogue(40);
  await insertCatalogue(database.db, mediaDir, seeds);
  const productIds = (await database.db.select({ id: products.id }).from(products).limit(3)).map(
    (row) => row.id,
  );
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    CARRIER_SANDBOX: 'true',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const { orders, vouchers, staff } = app.services;
  const staffId = await staff.create(
    `bench.${process.pid}@pharmacy.gr`,
    'SalesPerson',
    'bench-password-long',
  );
  const ids: number[] = [];
  for (let index = 0; index < ORDERS; index++) {
    const order = await database.db.transaction((tx) =>
      orders.create(tx, {
        customerId: null,
        email: `bench${index}@example.gr`,
        language: 'el',
        receiptType: 'receipt',
        company: null,
        billing: address,
        delivery: null,
        shipping: { typeId: 1, kind: 'courier', nameEl: 'Courier', nameEn: 'Courier' },
        storeId: null,
        locker: null,
        payment: { typeId: 1, provider: 'sandbox', nameEl: 'Κάρτα', nameEn: 'Card' },
        installments: 1,
        totals: {
          goodsCents: 2500,
          discountCents: 0,
          shippingCents: 0,
          paymentFeeCents: 0,
          netCents: 2016,
          vatCents: 484,
          totalCents: 2500,
          pointsUsed: 0,
          pointsCents: 0,
          pointsEarned: 0,
          reverseCharge: false,
        },
        giftCards: [],
        gift: null,
        note: '',
        acceptedNewsletter: false,
        idempotencyKey: null,
        expiresAt: null,
        lines: [1, 2, 3].map((position) => ({
          productId: productIds[position - 1] ?? 1,
          dimensionId: null,
          name: `Προϊόν ${position}`,
          sizeName: null,
          url: null,
          image: null,
          quantity: position,
          unitPriceCents: 500,
          discountCents: 0,
          amountCents: 500 * position,
          vatRate: 24,
          autoInserted: false,
          giftCard: false,
        })),
        actor: { kind: 'guest' },
      }),
    );
    await orders.markPaid(order.id, {
      provider: 'sandbox',
      transactionId: `bench-${order.id}`,
      amountCents: 2500,
    });
    ids.push(order.id);
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const started = performance.now();
  const outcomes = await vouchers.bulk(ids, 'acs', staffId, 'el');
  const elapsed = performance.now() - started;
  const created = outcomes.filter((outcome) => outcome.res === 'created').length;
  const retryStarted = performance.now();
  const retried = await vouchers.bulk(ids, 'acs', staffId, 'el');
  const retryElapsed = performance.now() - retryStarted;
  console.log(
    JSON.stringify({
      database: database.kind,
      orders: ORDERS,
      created,
      ms: Math.round(elapsed),
      msPerVoucher: Number((elapsed / ORDERS).toFixed(1)),
      retryMs: Math.round(retryElapsed),
      retryCreated: retried.filter((outcome) => outcome.res === 'created').length,
      loadAverageBefore: load,
      loadAverageAfter: loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
    }),
  );
  await app.close();
  if (created !== ORDERS) throw new Error(`made ${created} vouchers for ${ORDERS} orders`);
} finally {
  await drop();
}
