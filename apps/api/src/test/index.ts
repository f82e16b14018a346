/**
 * API test harness. Every API test talks to the real app through `app.inject` on a private,
 * already-migrated database copied from the run's template (see `global-setup.ts`): PGlite
 * by default, PostgreSQL when `TEST_DATABASE_URL` is set. Nothing touches `./data/`.
 *
 * ```ts
 * import { afterAll, beforeAll, expect, it } from 'vitest';
 * import { createTestApp, insertTestCatalogue, type TestApp, xsrf } from '../../test/index.ts';
 *
 * let t: TestApp;
 * beforeAll(async () => {
 *   t = await createTestApp();              // once per file: each call copies the database
 *   await insertTestCatalogue(t);           // optional: 24 generated products with images
 * });
 * afterAll(() => t.close());
 *
 * it('adds to the wishlist', async () => {
 *   const token = await xsrf(t.app);         // every POST/PUT/PATCH/DELETE needs it
 *   const response = await t.app.inject({ method: 'POST', url: '/api/el/…', headers: token.headers, payload });
 *   expect(response.statusCode).toBe(200);
 * });
 * ```
 *
 * - Tests in one file share its database: make each test create the rows it needs (unique
 *   e-mails, codes) rather than assume an empty table. Another file never sees them.
 * - Files run one after another in a worker that keeps its modules (`isolate: false`, which
 *   saves ~2 s a file): close every app you create and keep no state at module level in
 *   production code; timers, mocks and stubbed env/globals are restored after each file.
 * - Costs on this 2-core machine while other sessions loaded it (load average ~10): a
 *   database copy 1-2.6 s on PGlite (0.55 s idle), 0.1 s on PostgreSQL; `insertTestCatalogue`
 *   0.7-1.1 s for 24 products, 3.4-3.8 s for 320. Ask for the catalogue size the test needs.
 * - `services` are the app's own, for arranging state or reading the outcome (e.g. the mail outbox).
 * - A test-only route can be added with `t.app.get(…)`/`t.app.post(…)` before the first
 *   `inject`; `env` sets configuration, e.g. `createTestApp({ env: { NODE_ENV: 'production', APP_SECRET } })`.
 * - To send other cookies along (a session), join them with `token.cookie`:
 *   `headers: { ...token.headers, cookie: `${token.cookie}; refresh=…` }`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductType } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { generateCatalogue, type ProductSeed } from '../db/seed/generator.ts';
import { insertCatalogue } from '../db/seed/insert-catalogue.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../plugins/xsrf.ts';
import type { Services } from '../services.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Configuration on top of the test defaults, as environment variables (what `loadConfig` reads). */
  env?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  services: Services;
  config: Config;
  /** A temporary directory of its own, removed by `close`. */
  mediaDir: string;
  /** Closes the app and the database, drops the database copy, removes the media directory. */
  close(): Promise<void>;
}

/** The whole API over a fresh copy of the migrated template database; silent, nothing listens. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const directory = await mkdtemp(join(tmpdir(), 'shop-api-app-'));
  const mediaDir = join(directory, 'media');
  // Built from scratch rather than from process.env, so a developer's DATABASE_URL or SMTP_URL never leaks in.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    PGLITE_DIR: join(directory, 'pglite'),
    SEED_DEMO: 'false',
    ...options.env,
  });
  const { database, dispose } = await openTestDatabase(inject('databaseTemplate'));
  try {
    const app = await buildApp({ config, database, logger: false });
    return {
      app,
      database,
      services: app.services,
      config,
      mediaDir,
      close: async () => {
        try {
          await app.close();
        } finally {
          await dispose();
          await rm(directory, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await dispose();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

export interface XsrfToken {
  /** The `Cookie` header value carrying the signed token. */
  cookie: string;
  /** Headers to pass to `app.inject` for a state-changing call: the cookie and its echo. */
  headers: { cookie: string; [XSRF_HEADER]: string };
}

/** The signed XSRF token the API issues on any `/api` request, ready to send back. */
export async function xsrf(app: FastifyInstance): Promise<XsrfToken> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const issued = response.cookies.find((item) => item.name === XSRF_COOKIE);
  if (!issued) throw new Error(`GET /api/health issued no ${XSRF_COOKIE} cookie`);
  const cookie = `${XSRF_COOKIE}=${encodeURIComponent(issued.value)}`;
  return { cookie, headers: { cookie, [XSRF_HEADER]: issued.value } };
}

export type TestProduct = ProductSeed & { id: number };

/**
 * Inserts the first `count` products of the demo generator (the same on every run) with the
 * reference data (categories, brands, statuses) and their images in the app's media directory.
 */
export async function insertTestCatalogue(testApp: TestApp, count = 24): Promise<TestProduct[]> {
  const seeds = generateCatalogue(count);
  await insertCatalogue(testApp.database.db, testApp.mediaDir, seeds);
  const rows = await testApp.database.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(
      inArray(
        products.code,
        seeds.map((seed) => seed.code),
      ),
    );
  const idByCode = new Map(rows.map((row) => [row.code, row.id]));
  return seeds.map((seed) => {
    const id = idByCode.get(seed.code);
    if (id === undefined) throw new Error(`product ${seed.code} was not inserted`);
    return { ...seed, id };
  });
}

/**
 * Inserts the test catalogue and makes one of its products the plain line order tests buy: no
 * sizes, no brand, no discount, 15,00 €, published, with `stock` in stock when given. Answers its id.
 */
export async function insertPlainTestProduct(
  testApp: TestApp,
  options: { stock?: number; taxClass?: number } = {},
): Promise<number> {
  const catalogue = await insertTestCatalogue(testApp);
  const plain = catalogue.find((p) => p.productType === ProductType.Product && p.dimensions.length === 0);
  if (!plain) throw new Error('no plain product');
  await testApp.database.db
    .update(products)
    .set({
      priceCents: 1500,
      listPriceCents: null,
      discountPercent: 0,
      manufacturerId: null,
      isPublished: true,
      ...(options.taxClass === undefined ? {} : { taxClass: options.taxClass }),
    })
    .where(eq(products.id, plain.id));
  if (options.stock !== undefined) await testApp.services.inventory.setStock(plain.id, null, options.stock);
  return plain.id;
}
