import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/** Where the run's migrated template lives; handed from the global setup to every test file. */
export type DatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** A name no concurrent run (another engineer, another worker) can pick: the server is shared. */
export function uniqueDatabaseName(prefix: 'shop_tpl' | 'shop_test'): string {
  return `${prefix}_${process.pid}_${randomBytes(6).toString('hex')}`;
}

const OWN_NAME = /^shop_(?:tpl|test)_(\d+)_[0-9a-f]{12}$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the copies left behind by runs that were killed before their teardown, recognised by
 * the name this harness gives and a creating process that no longer exists on this machine.
 */
export async function dropAbandonedDatabases(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let names: string[];
  try {
    const result = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'shop\\_%'",
    );
    names = result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (const name of names) {
    const pid = OWN_NAME.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) await dropDatabase(adminUrl, name);
  }
}

/** The same server as `adminUrl`, another database on it. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements that cannot run inside a transaction (CREATE/DROP DATABASE) on the admin database. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE ${quoteIdent(template)}` : '';
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)}${from}`);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the copy. */
  dispose(): Promise<void>;
}

/**
 * A private, migrated database copied from the run's template.
 *
 * Measured on this 2-core machine (PGlite 0.5.16, foundation schema): a fresh in-memory
 * PGlite takes 2.2-3.3 s to initialise (initdb; the first in a process also compiles the
 * WebAssembly) and 0.1 s more to migrate; loading the template's 41 MB uncompressed dump takes
 * 0.55-1.0 s, so four to five times faster, and the gap grows with every migration added
 * (1-2.6 s against 8 s for a fresh one while other sessions kept the load average near 10).
 * On PostgreSQL 15 `CREATE DATABASE … TEMPLATE` takes about 0.1 s.
 */
export async function openTestDatabase(template: DatabaseTemplate): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    const database = await openDatabase({ pgliteDataDir: new Blob([dump]) });
    return { database, dispose: () => database.close() };
  }
  const name = uniqueDatabaseName('shop_test');
  await createDatabase(template.adminUrl, name, template.template);
  const database = await openDatabase({ url: databaseUrl(template.adminUrl, name), poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await dropDatabase(template.adminUrl, name);
    },
  };
}
