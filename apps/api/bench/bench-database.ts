import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
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

/** A database of its own: on PostgreSQL a new one next to DATABASE_URL's, else in-memory PGlite. */
export async function throwAwayDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
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
export async function servedApi(
  url: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
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
