/**
 * `npm run bench:api [-- --products 10000 --duration 10 --connections 32 --only composecarttotals]`
 *
 * Seeds a throw-away database (embedded PGlite, or a new database on the PostgreSQL server
 * of DATABASE_URL, dropped afterwards), starts the API on a free port and drives the hot
 * paths with autocannon: product by url, category listing with filters and facets, search,
 * and cart totals (a 10-line cart with two promotions and a coupon, demo pricing rules).
 * Prints requests/s and latency percentiles of each, the pricing service's own latency one
 * cart at a time, then order placement (`orders/save`, a distinct 3-line cart, email and
 * Idempotency-Key per request, courier and cash on delivery, at 16 connections) with the orders it
 * placed per second, then the query plans of the listing and search queries (EXPLAIN ANALYZE)
 * to show which indexes they use. `--only` runs the scenarios whose names start so.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cartTotalsRequestSchema, orderTotalsRequestSchema } from '@shop/contract';
import autocannon from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase, queryRows } from '../src/db/client.ts';
import { seedCheckoutDemo } from '../src/db/seed/checkout-demo.ts';
import { generateCatalogue } from '../src/db/seed/generator.ts';
import { insertCatalogue } from '../src/db/seed/insert-catalogue.ts';
import { seedPricingDemo } from '../src/db/seed/pricing-demo.ts';
import { freePort } from '../src/lib/free-port.ts';
import { ListingService } from '../src/modules/catalog/listing.ts';
import { emptyFilters } from '../src/modules/catalog/listing-query.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../src/plugins/xsrf.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    /** Run only the scenarios whose name starts with one of these (comma-separated). */
    only: { type: 'string', default: '' },
  },
});
const productCount = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const only = values.only.split(',').filter(Boolean);

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own: on PostgreSQL a new one next to DATABASE_URL's, else in-memory PGlite. */
async function throwAwayDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteInMemory: true });
    return { database, drop: async () => {} };
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The API as a shop runs it, in a process of its own (`src/server.ts`) on the seeded database, so
 * that autocannon's own work does not share the API's event loop. The embedded database cannot be
 * opened by two processes: there the API under test runs in this process.
 */
async function servedApi(
  url: string,
  env: Record<string, string>,
): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, DATABASE_URL: url, API_PORT: String(port), SEED_DEMO: 'false' },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { port, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not answer within 60 s');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Scenario {
  name: string;
  paths: string[];
  /** A POST scenario: its headers and the JSON bodies sent in turn. */
  post?: {
    headers: Record<string, string>;
    bodies: string[];
    /** Headers of the n-th request of its own (an idempotency key). */
    headersOf?: (index: number) => Record<string, string>;
  };
  /** Connections of its own instead of `--connections`. */
  connections?: number;
}

async function drive(port: number, scenario: Scenario) {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: scenario.connections ?? connections,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const index = next++;
              const path = scenario.paths[index % scenario.paths.length] ?? '/';
              if (!scenario.post) return { ...request, path };
              const { headers, bodies, headersOf } = scenario.post;
              return {
                ...request,
                path,
                method: 'POST',
                headers: { ...request.headers, ...headers, ...headersOf?.(index) },
                body: bodies[index % bodies.length] ?? '{}',
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    connections: scenario.connections ?? connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    statuses: result.statusCodeStats,
    total: result.requests.total,
  };
}

/** A Db whose raw queries are explained instead of run; the plans are collected. */
function explainingDb(db: Db, plans: string[]): Db {
  const execute = async (query: SQL) => {
    // The slot is taken when the query is issued: a listing runs its queries in parallel.
    const slot = plans.push('') - 1;
    const rows = await queryRows<Record<string, string>>(
      db,
      sql`explain (analyze, costs off, timing off) ${query}`,
    );
    plans[slot] = rows.map((row) => Object.values(row)[0]).join('\n');
    return { rows: [] };
  };
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'execute' ? execute : Reflect.get(target, property, receiver),
  });
}

const started = performance.now();
const mediaDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const { database, url: databaseUrl, drop } = await throwAwayDatabase();
let stopServedApi = () => {};
try {
  await database.migrate();
  const seeds = generateCatalogue(productCount);
  await insertCatalogue(database.db, mediaDir, seeds);
  await seedPricingDemo(database.db);
  await seedCheckoutDemo(database.db);
  console.log(
    `seeded ${seeds.length} products on ${database.kind} in ${Math.round(performance.now() - started)} ms`,
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
  if (databaseUrl) {
    const served = await servedApi(databaseUrl, apiEnv);
    stopServedApi = served.stop;
    address = { port: served.port };
  } else {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const listening = app.server.address();
    if (!listening || typeof listening === 'string') throw new Error('no port');
    address = { port: listening.port };
  }
  console.log(`API under test: ${databaseUrl ? 'its own process (src/server.ts)' : 'this process'}`);

  const brands = await queryRows<{ id: number }>(database.db, sql`select id from manufacturers order by id`);
  const sortOrders = ['Default', 'PriceAscending', 'PriceDescending', 'NameAscending', 'RatingDescending'];
  const topCategories = [815, 816, 817, 818, 819, 820, 821, 822, 823];
  const listingPaths = Array.from({ length: 200 }, (_, index) => {
    const category = topCategories[index % topCategories.length];
    const brand = brands[(index * 7) % brands.length]?.id;
    const filters = [
      index % 2 === 0 ? `6:${brand}` : '',
      index % 3 === 0 ? '8:10-20,20-30' : '',
      index % 5 === 0 ? '16:1' : '',
    ].filter(Boolean);
    return `/api/el/products/getbycategoryid?id=${category}&sort=${sortOrders[index % sortOrders.length]}&psize=24${filters.length ? `&q=${encodeURIComponent(filters.join(';'))}` : ''}`;
  });
  const productPaths = seeds
    .filter((_, index) => index % Math.max(1, Math.floor(seeds.length / 500)) === 0)
    .map((seed) => `/api/el/products/getbyurl?url=${seed.eurl}`);
  const queries = [
    'κρέμα προσώπου',
    'ενυδατικη κρεμα',
    'psifiako thermometro',
    'sampouan trixoptwshs',
    'vitamini c',
    'θερμομερτο',
    'dermaline',
    'αντηλιακο spf50',
    'omega 3',
    'μαγνησιο',
    'kalsez sympiesis',
    'probiotika',
    seeds[17]?.barcode ?? '',
    seeds[4242 % seeds.length]?.code ?? '',
    'hyaluronic serum',
  ];
  const searchPaths = queries.map(
    (query) => `/api/el/products/searchwithfilters?key=${encodeURIComponent(query)}`,
  );

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
  // Gifts a promotion adds take stock too: every product without sizes gets plenty.
  await database.db.execute(
    sql`update products set stock = 1000000
      where not exists (select 1 from product_dimensions d where d.product_id = products.id)`,
  );
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

  const results = [];
  for (const scenario of [
    { name: 'product by url', paths: productPaths },
    { name: 'category listing with filters and facets', paths: listingPaths },
    { name: 'search', paths: searchPaths },
    cartTotals,
    orderPlacement,
  ] satisfies Scenario[]) {
    if (only.length > 0 && !only.some((prefix) => scenario.name.startsWith(prefix))) continue;
    // A short warm-up fills caches and the JIT before measuring.
    await autocannon({
      url: `http://127.0.0.1:${address.port}${scenario.paths[0]}`,
      connections: 4,
      duration: 2,
      ...(scenario.post
        ? { method: 'POST' as const, headers: scenario.post.headers, body: scenario.post.bodies[0] }
        : {}),
    });
    results.push(await drive(address.port, scenario));
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
  const [placedOverHttp] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from orders where email like ${`bench.${runId}.%`}`,
  );
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
  console.log('| scenario | connections | req/s | p50 ms | p95 ms | p99 ms | requests | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of results) {
    console.log(
      `| ${row.scenario} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.total} | ${row.errors} |`,
    );
  }
  for (const row of results)
    if (row.errors > 0) console.log(`${row.scenario}: answers by status ${JSON.stringify(row.statuses)}`);
  if (results.some((row) => row.scenario === orderPlacement.name)) {
    const placed = placedOverHttp?.count ?? 0;
    console.log(
      `\norders placed over HTTP: ${placed} in ${duration} s (${(placed / duration).toFixed(1)} orders/s)`,
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

  const plans: string[] = [];
  const explaining = explainingDb(database.db, plans);
  const listing = new ListingService(explaining);
  const brand = brands[3]?.id ?? 1;
  const categoryIds = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from categories where id = 815 or parent_id = 815`,
    )
  ).map((row) => row.id);
  await listing.list(
    { kind: 'category', categoryIds, facetCategoryIds: categoryIds.filter((id) => id !== 815) },
    {
      filters: { ...emptyFilters(), manufacturers: [brand], prices: [[1000, 3000]] },
      sort: 'PriceAscending',
      page: 1,
      psize: 24,
    },
    'el',
  );
  const searchScope = await app.services.search.searchScope('psifiako thermometro', []);
  if (!searchScope) throw new Error('the search query has no words');
  await listing.list(searchScope, { filters: emptyFilters(), sort: 'Default', page: 1, psize: 24 }, 'el');
  const productPlan = await queryRows<Record<string, string>>(
    database.db,
    sql`explain (analyze, costs off, timing off) select * from products where eurl = ${seeds[10]?.eurl ?? ''}`,
  );
  const titles = [
    'category listing: page of ids (Face, one brand, 10-30 €, by price)',
    'category listing: facet counts',
    'category listing: facet names',
    'search "psifiako thermometro": page of ids',
    'search: facet counts',
    'search: facet names',
  ];
  plans.forEach((plan, index) => {
    console.log(`\n### ${titles[index] ?? `query ${index + 1}`}\n\n\`\`\`\n${plan}\n\`\`\``);
  });
  console.log(
    `\n### product by url\n\n\`\`\`\n${productPlan.map((row) => Object.values(row)[0]).join('\n')}\n\`\`\``,
  );
} finally {
  stopServedApi();
  await database.close();
  await drop();
  await rm(mediaDir, { recursive: true, force: true });
}
