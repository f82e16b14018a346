import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
const pgliteExtensions = { unaccent, pg_trgm };
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
  let client: PGlite;
  let unlock = () => {};
  if ('pgliteDir' in options) {
    mkdirSync(options.pgliteDir, { recursive: true });
    unlock = lockDataDir(options.pgliteDir);
    try {
      client = await PGlite.create(options.pgliteDir, { extensions: pgliteExtensions });
    } catch (error) {
      unlock();
      throw error;
    }
  } else if ('pgliteDataDir' in options) {
    client = await PGlite.create({ loadDataDir: options.pgliteDataDir, extensions: pgliteExtensions });
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Rows of a raw `db.execute` result; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
