import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, inject, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test/test-database.ts';

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));
const tsxPath = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((candidate) => pattern.test(candidate));
      if (line) {
        child.stdout?.off('data', onData);
        resolve(line);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before ${pattern}:\n${buffered}`)),
    );
  });
}

let directory: string | undefined;
let dropCopy: (() => Promise<void>) | undefined;
afterAll(async () => {
  if (dropCopy) await dropCopy();
  if (directory) await rm(directory, { recursive: true, force: true });
});

/**
 * The server's database, copied from the run's template: the dump is a PGlite data
 * directory, so unpacked into PGLITE_DIR it spares the server's initdb (about 5 s).
 */
async function databaseEnv(root: string): Promise<Record<string, string>> {
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    const name = uniqueDatabaseName('shop_test');
    await createDatabase(template.adminUrl, name, template.template);
    dropCopy = () => dropDatabase(template.adminUrl, name);
    return { DATABASE_URL: databaseUrl(template.adminUrl, name), DATABASE_POOL_SIZE: '2' };
  }
  const pgliteDir = join(root, 'pglite');
  await mkdir(pgliteDir);
  await promisify(execFile)('tar', ['-xf', template.dumpPath, '-C', pgliteDir]);
  return { PGLITE_DIR: pgliteDir };
}

it('stops on SIGTERM: closes the listener and the database, exits 0', async () => {
  directory = await mkdtemp(join(tmpdir(), 'shop-api-server-'));
  const port = await freePort();
  // Only what the server needs: a developer's DATABASE_URL must not reach it.
  const child = spawn(tsxPath, [serverPath], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      ...(await databaseEnv(directory)),
      MEDIA_DIR: join(directory, 'media'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    // A test shop has the sandbox card provider on, so the start warns that it is.
    const warned = waitForLine(
      child,
      /"level":40,.*"msg":"The sandbox card provider is on \(PAYMENT_SANDBOX\)/,
    );
    await waitForLine(child, /"msg":"api ready"/);
    await warned;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: inject('databaseTemplate').kind });

    const stopped = waitForLine(child, /"msg":"stopped"/);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await stopped;
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, 60_000);
