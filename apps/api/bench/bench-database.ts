import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { stopChild } from '../../../scripts/local-servers.ts';
import { API_BUNDLE, buildApi } from '../build.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { seedCheckoutDemo } from '../src/db/seed/checkout-demo.ts';
import { generateCatalogue, type ProductSeed } from '../src/db/seed/generator.ts';
import { insertCatalogue } from '../src/db/seed/insert-catalogue.ts';
import { seedPricingDemo } from '../src/db/seed/pricing-demo.ts';
import { freePort } from '../src/lib/free-port.ts';

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own: on PostgreSQL a new one next to DATABASE_URL's, else in-memory PGlite.
 * With `keep`, the database of that name is made when missing and kept afterwards, so a large
 * catalogue is seeded once for several runs (`existed` says whether it was there already).
 */
export async function throwAwayDatabase(keep?: string): Promise<{
  database: Database;
  url?: string;
  existed: boolean;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    if (keep) throw new Error('--database needs DATABASE_URL (PostgreSQL)');
    const database = await openDatabase({ pgliteInMemory: true });
    return { database, existed: false, drop: async () => {} };
  }
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`not a plain database name: ${keep}`);
  const name = keep ?? `bench_${randomBytes(5).toString('hex')}`;
  let existed = false;
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  } catch (error) {
    // 42P04: it exists already, which a kept database may.
    if (!keep || (error as { code?: string }).code !== '42P04') throw error;
    existed = true;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    url: url.toString(),
    existed,
    drop: keep ? async () => {} : () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The generated catalogue of `productCount` products, with the pricing and checkout demos, on a
 * migrated database: inserted when the database is new, checked when it was kept from a run before.
 */
export async function seededCatalogue(
  database: Database,
  { existed, productCount, mediaDir }: { existed: boolean; productCount: number; mediaDir: string },
): Promise<ProductSeed[]> {
  // The generator is deterministic: a kept database holds these same products.
  const seeds = generateCatalogue(productCount);
  const [held] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from products`,
  );
  if (existed && held?.count !== seeds.length)
    throw new Error(`the kept database holds ${held?.count} products, not the ${seeds.length} asked for`);
  if (!existed || held?.count === 0) {
    await insertCatalogue(database.db, mediaDir, seeds);
    await seedPricingDemo(database.db);
    await seedCheckoutDemo(database.db);
    // Order placement's gifts take stock too: every product without sizes gets plenty. Set before the
    // API starts, so no process is still applying this change to its catalogue while it is measured.
    await database.db.execute(
      sql`update products set stock = 1000000
        where not exists (select 1 from product_dimensions d where d.product_id = products.id)`,
    );
  }
  return seeds;
}

/**
 * The API as a shop runs it, in a process of its own (its bundle, `build.ts`) on the seeded database, so
 * that autocannon's own work does not share the API's event loop. The embedded database cannot be
 * opened by two processes: there the API under test runs in this process.
 */
export async function servedApi(
  url: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<{ port: number; pid: number | undefined; stop: () => Promise<void> }> {
  const port = await freePort();
  await buildApi();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, API_BUNDLE], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, DATABASE_URL: url, API_PORT: String(port), SEED_DEMO: 'false' },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { port, pid: child.pid, stop: () => stopChild(child) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not answer within 60 s');
}
