import type { Product } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { createTestApp, insertTestCatalogue, type TestApp, type TestProduct } from '../../../test/index.ts';

let t: TestApp;
let second: FastifyInstance;
let secondDatabase: Database | undefined;
let catalogue: TestProduct[];

/** The URL of the test's PostgreSQL database; undefined on the embedded one. */
function postgresUrl(database: Database): string | undefined {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client.options.connectionString : undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await insertTestCatalogue(t, 24);
  // A second API over the same database: on PostgreSQL with a pool and a listener of its own,
  // as another process would have; the embedded database can only be shared in this process.
  const url = postgresUrl(t.database);
  secondDatabase = url ? await openDatabase({ url, poolSize: 4 }) : undefined;
  second = await buildApp({ config: t.config, database: secondDatabase ?? t.database, logger: false });
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

const productOn = async (app: FastifyInstance, eurl: string): Promise<Product> => {
  const response = await app.inject({ url: `/api/en/products/getbyurl?url=${eurl}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('freshness on every API process', () => {
  it('shows a price changed by a plain SQL write on both within a second', async () => {
    const target = catalogue.find((item) => item.dimensions.length === 0) as TestProduct;
    // Both models are built before the change.
    const before = await productOn(t.app, target.eurl);
    expect((await productOn(second, target.eurl)).cprc).toBe(before.cprc);
    const newCents = Math.round(before.prc * 100) + 1234;
    const started = Date.now();
    await t.database.db.execute(
      sql`update products set price_cents = ${newCents}, list_price_cents = null, discount_percent = 0
        where id = ${target.id}`,
    );
    const seen = await Promise.all(
      [t.app, second].map(async (app) => {
        while (Date.now() - started < 2_000) {
          const product = await productOn(app, target.eurl);
          if (product.prc === newCents / 100) return Date.now() - started;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    for (const elapsed of seen) expect(elapsed).toBeLessThan(1_000);
    // The listings of both show it too.
    for (const app of [t.app, second]) {
      const response = await app.inject({
        url: `/api/en/products/getbyproductsids?productsids=${target.id}`,
      });
      expect(response.json().items[0].prc).toBe(newCents / 100);
    }
  });

  it('drops an unpublished product from both, and a rolled-back change never shows', async () => {
    const target = catalogue[3] as TestProduct;
    await productOn(second, target.eurl);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set price_cents = 1 where id = ${target.id}`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await t.database.db.execute(sql`update products set is_published = false where id = ${target.id}`);
    const started = Date.now();
    for (const app of [t.app, second]) {
      let status = 200;
      while (status === 200 && Date.now() - started < 2_000) {
        status = (await app.inject({ url: `/api/en/products/getbyurl?url=${target.eurl}` })).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(status).toBe(404);
    }
    expect(Date.now() - started).toBeLessThan(1_000);
    await t.services.catalog.settled();
    const rows = await t.database.db.execute(sql`select price_cents from products where id = ${target.id}`);
    expect((rows as unknown as { rows: { price_cents: number }[] }).rows[0]?.price_cents).not.toBe(1);
  });

  it('forgets the listing and search answers it kept once a product they show changes', async () => {
    const target = catalogue[5] as TestProduct;
    const urls = [
      `/api/en/products/getbycategoryid?id=${target.categoryId}&psize=48`,
      `/api/en/products/searchwithfilters?key=${encodeURIComponent(target.code)}`,
    ];
    const totalOf = async (app: FastifyInstance, url: string): Promise<number> => {
      const response = await app.inject({ url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total;
    };
    // Asked twice on both: the second answer is the kept one.
    const before = new Map<string, number>();
    for (const app of [t.app, second])
      for (const url of urls) {
        before.set(url, await totalOf(app, url));
        expect(await totalOf(app, url)).toBe(before.get(url));
      }
    expect(t.services.catalog.model.answers.stats().hits).toBeGreaterThan(0);
    await t.database.db.execute(sql`update products set is_published = false where id = ${target.id}`);
    const started = Date.now();
    for (const app of [t.app, second])
      for (const url of urls) {
        const expected = (before.get(url) as number) - 1;
        while ((await totalOf(app, url)) !== expected && Date.now() - started < 2_000)
          await new Promise((resolve) => setTimeout(resolve, 10));
        expect(await totalOf(app, url), url).toBe(expected);
      }
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
