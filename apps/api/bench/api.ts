import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cartTotalsRequestSchema, orderTotalsRequestSchema } from '@shop/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/plugins/xsrf.ts';
import { seededCatalogue, servedApi, throwAwayDatabase } from './bench-database.ts';
import { drive, percentile, type Scenario } from './drive.ts';
import { longTailPaths } from './long-tail.ts';
import { ceilingServer, loadNow, residentMb } from './machine.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    /** Run only the scenarios whose name starts with one of these (comma-separated). */
    only: { type: 'string', default: '' },
    /** A folder for a CPU profile of the API under test (its own process, on PostgreSQL). */
    'cpu-prof': { type: 'string', default: '' },
    /** Order placement is also driven at these offered rates (orders/s, comma-separated). */
    'order-rates': { type: 'string', default: '50,100' },
    /**
     * The read paths' long tail (product, listing, search) and the machine's ceiling, with the load
     * average and the API's memory: the cost curve's figures (issue 32).
     */
    'long-tail': { type: 'boolean', default: false },
    /** Node options of the API under test, space-separated (`--max-old-space-size=256`). */
    'api-node-options': { type: 'string', default: '' },
    /** A PostgreSQL database of this name, seeded once and kept, instead of a throw-away one. */
    database: { type: 'string', default: '' },
  },
});
const longTail = values['long-tail'];
const productCount = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const only = values.only
  ? values.only.split(',').filter(Boolean)
  : longTail
    ? ['ceiling', 'product', 'category', 'search']
    : [];
const orderRates = values['order-rates'].split(',').filter(Boolean).map(Number);

const started = performance.now();
const mediaDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const { database, url: databaseUrl, existed, drop } = await throwAwayDatabase(values.database || undefined);
let stopServedApi = () => {};
let stopCeiling = () => {};
try {
  await database.migrate();
  const seeds = await seededCatalogue(database, { existed, productCount, mediaDir });
  console.log(
    `${existed ? 'reused' : 'seeded'} ${seeds.length} products on ${database.kind} in ${Math.round(performance.now() - started)} ms`,
  );

  const apiEnv = {
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
  };
  const config = loadConfig({ ...process.env, ...apiEnv });
  // In this process: the services timed alone, and on the embedded database the API under test.
  const app = await buildApp({ config, database, logger: false });
  let address: { port: number };
  let apiPid: number | undefined;
  if (databaseUrl) {
    const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [];
    const nodeOptions = values['api-node-options'].split(' ').filter(Boolean);
    const served = await servedApi(databaseUrl, apiEnv, [...profile, ...nodeOptions]);
    stopServedApi = served.stop;
    apiPid = served.pid;
    address = { port: served.port };
  } else {
    apiPid = process.pid;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const listening = app.server.address();
    if (!listening || typeof listening === 'string') throw new Error('no port');
    address = { port: listening.port };
  }
  console.log(
    `API under test: ${databaseUrl ? 'its own process (dist/server.js, bundled from src/server.ts)' : 'this process'}; listing and search answers kept: ${config.listingAnswerBytes > 0 ? `up to ${config.listingAnswerBytes / 1_048_576} MB` : 'none'} (LISTING_ANSWERS_MB)`,
  );
  // The catalogue read model, built once here: its start-up time and the memory it holds.
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStarted = performance.now();
  await app.services.catalog.model.ready();
  console.log(
    `read model: ${app.services.catalog.model.size} products built in ${Math.round(performance.now() - buildStarted)} ms, heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1_048_576)} MB`,
  );

  const ceiling = only.some((prefix) => 'ceiling'.startsWith(prefix)) ? await ceilingServer() : undefined;
  if (ceiling) stopCeiling = ceiling.stop;

  const { productPaths, listingPaths, searchPaths } = await longTailPaths(database.db, seeds);
  console.log(`${listingPaths.length} distinct listing URLs, ${searchPaths.length} distinct search queries`);

  // Cart totals: 10 lines, three Dermaline (1+1) and three Aqualis (-15 %) among them, coupon WELCOME10.
  const brandProducts = async (eurl: string) =>
    (
      await queryRows<{ id: number }>(
        database.db,
        sql`select p.id from products p join manufacturers m on m.id = p.manufacturer_id
            where m.eurl = ${eurl} and p.product_type = 0 and p.is_published order by p.id limit 60`,
      )
    ).map((row) => row.id);
  const [oneplus, aqualis, others] = await Promise.all([
    brandProducts('dermaline'),
    brandProducts('aqualis'),
    brandProducts('herbanova'),
  ]);
  const pickFrom = (ids: number[], index: number, count: number) =>
    Array.from(
      { length: count },
      (_, offset) => ids[(index * count + offset) % Math.max(1, ids.length)] ?? 1,
    );
  const cartBodies = Array.from({ length: 100 }, (_, index) =>
    JSON.stringify({
      lines: [
        ...pickFrom(oneplus, index, 3),
        ...pickFrom(aqualis, index, 3),
        ...pickFrom(others, index, 4),
      ].map((pid, line) => ({ pid, dimension: 0, quantity: 1 + (line % 3) })),
      couponscodes: ['WELCOME10'],
    }),
  );
  // The served API builds its read model on the first request: its memory idle, model built.
  const firstAsked = performance.now();
  await fetch(`http://127.0.0.1:${address.port}${productPaths[0]}`);
  const idle = residentMb(apiPid);
  console.log(
    `API under test: first product answered in ${Math.round(performance.now() - firstAsked)} ms (read model built), RSS ${idle?.now ?? '?'} MB idle`,
  );
  const health = await fetch(`http://127.0.0.1:${address.port}/api/health`);
  const xsrfValue = health.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`))
    ?.slice(XSRF_COOKIE.length + 1);
  if (!xsrfValue) throw new Error('no XSRF cookie');
  const cartTotals: Scenario = {
    name: 'composecarttotals (10 lines, 2 promotions, coupon)',
    paths: ['/api/el/orders/composecarttotals'],
    post: {
      headers: {
        'content-type': 'application/json',
        cookie: `${XSRF_COOKIE}=${xsrfValue}`,
        [XSRF_HEADER]: decodeURIComponent(xsrfValue),
      },
      bodies: cartBodies,
    },
  };

  // Order placement: every request a cart of its own (3 lines, one shopper, one key), courier and
  // cash on delivery, so nothing waits for a payment provider; stock never runs out.
  const orderProducts = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from products p where p.product_type = 0 and p.is_published
        and not exists (select 1 from product_dimensions d where d.product_id = p.id) order by id limit 300`,
    )
  ).map((row) => row.id);
  const [courier] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from shipping_types where code = 'courier'`,
  );
  const [cashOnDelivery] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from payment_types where code = 'cash-on-delivery'`,
  );
  const runId = randomBytes(4).toString('hex');
  const orderBodies = Array.from({ length: 5000 }, (_, index) =>
    JSON.stringify({
      eml: `bench.${runId}.${index}@example.gr`,
      lines: pickFrom(orderProducts, index, 3).map((pid, line) => ({ pid, pdid: 0, qty: 1 + (line % 2) })),
      stid: courier?.id,
      ptid: cashOnDelivery?.id,
      fnm: 'Μαρία',
      lnm: 'Παπαδοπούλου',
      mob: '6912345678',
      ctid: 1,
      crid: 6,
      adr1: 'Κύπρου 45',
      ct: 'Λάρισα',
      pc: '41222',
      hasAcceptedTerms: true,
      // Ticked by default on the storefront: most orders also sign their address up.
      hasAcceptedNewsletter: true,
    }),
  );
  const orderPlacement: Scenario = {
    name: 'orders/save (3 lines, courier, cash on delivery)',
    paths: ['/api/el/orders/save'],
    connections: 16,
    post: {
      headers: cartTotals.post?.headers ?? {},
      // Requests past the distinct bodies repeat a key and answer its order: keys stay distinct too.
      bodies: orderBodies,
      headersOf: (index) => ({ 'idempotency-key': `bench-${runId}-${index % orderBodies.length}` }),
    },
  };

  const benchOrders = async () =>
    (
      await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from orders where email like ${`bench.${runId}.%`}`,
      )
    )[0]?.count ?? 0;
  const results = [];
  const scenarios: (Scenario & { port?: number })[] = [
    ...(ceiling
      ? [{ name: 'ceiling: Fastify answering a fixed 3 KB JSON', paths: ['/ceiling'], port: ceiling.port }]
      : []),
    { name: 'product by url', paths: productPaths },
    { name: 'category listing, long tail (filters, facets, sorts, pages)', paths: listingPaths },
    { name: 'search, long tail (words, Greeklish, typos, codes, barcodes)', paths: searchPaths },
    cartTotals,
    orderPlacement,
    ...orderRates.map((rate) => ({
      ...orderPlacement,
      name: `${orderPlacement.name} at ${rate} orders/s offered`,
      rate,
    })),
  ];
  for (const scenario of scenarios) {
    if (only.length > 0 && !only.some((prefix) => scenario.name.startsWith(prefix))) continue;
    const port = scenario.port ?? address.port;
    // A short warm-up fills caches and the JIT before measuring.
    await autocannon({
      url: `http://127.0.0.1:${port}${scenario.paths[0]}`,
      connections: 4,
      duration: 2,
      ...(scenario.post
        ? { method: 'POST' as const, headers: scenario.post.headers, body: scenario.post.bodies[0] }
        : {}),
    });
    const ordersBefore = await benchOrders();
    const loadBefore = loadNow();
    const result = await drive(port, scenario, { durationSeconds: duration, connections });
    results.push({
      ...result,
      ordersPlaced: (await benchOrders()) - ordersBefore,
      load: `${loadBefore}-${loadNow()}`,
      rss: scenario.port === undefined ? residentMb(apiPid) : null,
    });
  }
  // The pricing service alone, one cart at a time: its own cost, without HTTP or queueing.
  const pricingAlone: number[] = [];
  if (only.length === 0 || only.some((prefix) => cartTotals.name.startsWith(prefix))) {
    for (let index = 0; index < 500; index += 1) {
      const request = cartTotalsRequestSchema.parse(
        JSON.parse(cartBodies[index % cartBodies.length] ?? '{}'),
      );
      const begin = performance.now();
      await app.services.pricing.price(request, 'el', null);
      pricingAlone.push(performance.now() - begin);
    }
    pricingAlone.sort((a, b) => a - b);
  }
  // The checkout service alone, one order at a time: its own cost, without HTTP or queueing.
  const placingAlone: number[] = [];
  if (only.length === 0 || only.some((prefix) => orderPlacement.name.startsWith(prefix))) {
    for (let index = 0; index < 200; index += 1) {
      const form = orderTotalsRequestSchema.parse(
        JSON.parse(orderBodies[(index * 7) % orderBodies.length] ?? '{}'),
      );
      const begin = performance.now();
      await app.services.checkout.placeOrder(
        form,
        { customerId: null, language: 'el' },
        `alone-${runId}-${index}`,
      );
      placingAlone.push(performance.now() - begin);
    }
    placingAlone.sort((a, b) => a - b);
  }
  await app.close();

  console.log(
    `\n${productCount} products, ${database.kind}, ${connections} connections, ${duration} s each\n`,
  );
  console.log(
    '| scenario | connections | req/s | p50 ms | p95 ms | p99 ms | requests | errors | load | API RSS after / peak MB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const row of results) {
    console.log(
      `| ${row.scenario} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.total} | ${row.errors} | ${row.load} | ${row.rss ? `${row.rss.now} / ${row.rss.peak}` : ''} |`,
    );
  }
  console.log(
    `\nload average (1 min) at the end: ${loadNow()}; API RSS idle with the read model: ${idle?.now ?? '?'} MB`,
  );
  for (const row of results)
    if (row.errors > 0) console.log(`${row.scenario}: answers by status ${JSON.stringify(row.statuses)}`);
  for (const row of results) {
    if (!row.scenario.startsWith(orderPlacement.name)) continue;
    console.log(
      `\n${row.scenario}: ${row.ordersPlaced} orders placed in ${duration} s (${(row.ordersPlaced / duration).toFixed(1)} orders/s)`,
    );
  }

  if (placingAlone.length > 0) {
    console.log(
      `\ncheckout service alone, one order at a time (${placingAlone.length} orders): p50 ${percentile(placingAlone, 50).toFixed(2)} ms, p99 ${percentile(placingAlone, 99).toFixed(2)} ms`,
    );
  }
  if (pricingAlone.length > 0) {
    console.log(
      `\npricing service alone, one cart at a time (${pricingAlone.length} carts): p50 ${percentile(pricingAlone, 50).toFixed(2)} ms, p99 ${percentile(pricingAlone, 99).toFixed(2)} ms`,
    );
  }
} finally {
  stopServedApi();
  stopCeiling();
  await database.close();
  await drop();
  await rm(mediaDir, { recursive: true, force: true });
}
