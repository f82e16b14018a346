import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir-lock.ts';

const run = promisify(execFile);

/** The database a backup is taken of or restored into: PostgreSQL by URL, or an embedded directory. */
export type DatabaseLocation = { url: string } | { pgliteDir: string };

/** A refusal the command line reports as it is, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** pg_dump's custom format, and the gzip of a PGlite data directory. */
const POSTGRES_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function startsWith(file: string, magic: Buffer): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(magic.length);
    const { bytesRead } = await handle.read(head, 0, magic.length, 0);
    return bytesRead === magic.length && head.equals(magic);
  } finally {
    await handle.close();
  }
}

/**
 * The URL without its password, which goes to the PostgreSQL tools through `PGPASSWORD`
 * rather than their command line (which every user of the machine can list).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Resolves when the tool exits with 0; otherwise a BackupError with what it wrote to stderr. */
function exited(tool: string, child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed (Debian: apt-get install postgresql-client).`
            : `${tool} failed: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? done() : fail(new BackupError(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}

async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    return (await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client).`);
    }
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/**
 * Writes a backup of the database to `outFile`: PostgreSQL through `pg_dump` in its custom
 * format (compressed, restorable table by table), the embedded database as the gzipped tar of
 * its data directory. The embedded one must not be open elsewhere (the API): it is refused.
 */
export async function backupDatabase(
  location: DatabaseLocation,
  outFile: string,
): Promise<{ bytes: number }> {
  const target = resolve(outFile);
  if ('url' in location) {
    const { dbname, env } = connection(location.url);
    await postgresTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${dbname}`],
      env,
    );
  } else {
    if (!existsSync(location.pgliteDir))
      throw new BackupError(`No embedded database at ${location.pgliteDir}.`);
    const unlock = lockDataDir(location.pgliteDir);
    try {
      const client = await PGlite.create(location.pgliteDir);
      try {
        const archive = await client.dumpDataDir('gzip');
        await writeFile(target, Buffer.from(await archive.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      unlock();
    }
  }
  return { bytes: (await stat(target)).size };
}

/** The schemas a backup holds (the shop's tables, its migrations' journal, the job queue), and `public`. */
async function backupSchemas(source: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const listing = await postgresTool('pg_restore', ['--list', source], env);
  const named = [...listing.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((match) => match[1] ?? '');
  return [...new Set(['public', ...named.filter(Boolean)])];
}

/**
 * `pg_restore --clean` cannot drop a partitioned table's pieces (the job queue's) in its own
 * order, so the backup's schemas are dropped whole and the backup's script is run into them,
 * all in one psql transaction: a failure leaves the database as it was.
 */
async function restorePostgres(source: string, dbname: string, env: NodeJS.ProcessEnv): Promise<void> {
  const schemas = await backupSchemas(source, env);
  const quoted = schemas.map((schema) => `"${schema.replaceAll('"', '""')}"`);
  const clean = `${quoted.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join(' ')} CREATE SCHEMA public;`;
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', source], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const apply = spawn(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--command=${clean}`,
      '--file=-',
      `--dbname=${dbname}`,
    ],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  // The script reaches psql's end only when pg_restore wrote all of it: a backup that fails to
  // read half way kills psql, whose transaction then never commits.
  script.stdout.pipe(apply.stdin, { end: false });
  apply.stdin.on('error', () => {});
  let killed = false;
  const restored = exited('pg_restore', script).then(
    () => apply.stdin.end(),
    (error: unknown) => {
      killed = apply.kill();
      throw error;
    },
  );
  const [read, applied] = await Promise.allSettled([restored, exited('psql', apply)]);
  // psql stopping at an error closes pg_restore's output under it: psql's error is the cause.
  if (applied.status === 'rejected' && !killed) throw applied.reason;
  if (read.status === 'rejected') throw read.reason;
}

/**
 * Puts the database back as `inFile` holds it. PostgreSQL: the backup's schemas are dropped and
 * its objects and rows recreated in one transaction, so a failure leaves the database as it was. Embedded:
 * the backup is unpacked beside the data directory and checked, then takes its place; the
 * directory it replaces is kept as `<dir>.before-restore-<time>` (returned as `keptAt`).
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  inFile: string,
): Promise<{ keptAt?: string }> {
  const source = resolve(inFile);
  if (!existsSync(source)) throw new BackupError(`No backup at ${source}.`);
  if ('url' in location) {
    if (!(await startsWith(source, POSTGRES_MAGIC))) {
      throw new BackupError(`${source} is not a PostgreSQL backup (pg_dump custom format).`);
    }
    const { dbname, env } = connection(location.url);
    await restorePostgres(source, dbname, env);
    return {};
  }
  if (!(await startsWith(source, GZIP_MAGIC))) {
    throw new BackupError(`${source} is not a backup of the embedded database (a gzipped data directory).`);
  }
  const dataDir = resolve(location.pgliteDir);
  const unlock = lockDataDir(dataDir);
  const unpacked = `${dataDir}.restoring`;
  try {
    await rm(unpacked, { recursive: true, force: true });
    const client = await PGlite.create(unpacked, { loadDataDir: new Blob([await readFile(source)]) });
    try {
      // A data directory that opens but holds no migrated shop is not a backup of one.
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } catch {
      throw new BackupError(`${source} holds no shop database.`);
    } finally {
      await client.close();
    }
    let keptAt: string | undefined;
    if (existsSync(dataDir)) {
      keptAt = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      await rename(dataDir, keptAt);
    }
    await rename(unpacked, dataDir);
    return keptAt ? { keptAt } : {};
  } finally {
    await rm(unpacked, { recursive: true, force: true });
    unlock();
  }
}
