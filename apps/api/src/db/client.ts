import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory, which a new instance can start from. */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** The embedded databases opened here, so code given a `Db` can tell them from a pool. */
const embeddedClients = new WeakSet<object>();
/** The advisory lock migrations take on PostgreSQL; any number no other tool of the database uses. */
const MIGRATION_LOCK_KEY = 7_315_022;

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { pgliteDir: string }
  | { pgliteDataDir: Blob }
  | { pgliteInMemory: true };

/** PostgreSQL through a node-postgres pool when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection the server drops (restart, failover, an administrator) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => {
      process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Replicas starting together would each apply the same migration and all but one fail;
        // one at a time, the later ones find nothing left to do. The lock is held by a session
        // of its own (a pool of one is busy migrating) and released when that session ends.
        const lock = new pg.Client({ connectionString: options.url });
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(db, { migrationsFolder });
        } finally {
          await lock.end();
        }
      },
      close: () => pool.end(),
    };
  }
  return openEmbedded(options);
}

/**
 * PGlite and its drizzle driver are loaded only here: they hold about 40 MB of resident memory,
 * which a process on PostgreSQL never needs (docs/performance.md, "API memory").
 */
async function openEmbedded(
  options: Exclude<DatabaseOptions, { url: string; poolSize?: number }>,
): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const extensions = { unaccent, pg_trgm };
  let client: PGlite;
  let unlock = () => {};
  if ('pgliteDir' in options) {
    mkdirSync(options.pgliteDir, { recursive: true });
    unlock = lockDataDir(options.pgliteDir);
    try {
      client = await PGlite.create(options.pgliteDir, { extensions });
    } catch (error) {
      unlock();
      throw error;
    }
  } else if ('pgliteDataDir' in options) {
    client = await PGlite.create({ loadDataDir: options.pgliteDataDir, extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  embeddedClients.add(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The embedded PGlite behind `db`, or nothing when `db` is on PostgreSQL. */
export function embeddedClient(db: Db): PGlite | undefined {
  const client = (db as unknown as { $client?: object }).$client;
  return client && embeddedClients.has(client) ? (client as PGlite) : undefined;
}

/** Rows of a raw `db.execute` result; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
