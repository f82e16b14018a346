import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_BUNDLE, buildApi } from '../../apps/api/build.ts';
import { RecordedAade } from '../../apps/api/src/modules/tax-registry/test-aade-server.ts';
import { freePort, stopChild, waitFor } from '../../scripts/local-servers.ts';
import { nginxConfig } from '../../scripts/nginx-config.ts';

const root = new URL('../..', import.meta.url).pathname;
const STAFF_EMAIL = 'sales@e2e.pharmacy.gr';
const STAFF_PASSWORD = 'e2e-staff-password';

/** Runs CREATE/DROP DATABASE (never inside a transaction) on the server of `adminUrl`. */
async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The shop as it runs scaled out (docs/deploy.md): one fresh PostgreSQL database on the
 * `TEST_DATABASE_URL` server, two API processes and two storefront processes, and Debian's nginx
 * in front on loopback ports, round-robin over each pair. The browser talks to nginx only; the
 * storefronts reach the API through nginx's second listener, so their calls, and the browser's
 * `/api` calls they pass on, spread over both API processes.
 */
export default async function globalSetup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed: the replicas share one PostgreSQL database');
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The storefront build failed');
  }
  // Both API processes run from the bundle, as a live shop runs them; bundled from the sources now.
  await buildApi();
  const work = mkdtempSync(join(tmpdir(), 'shop-replicas-'));
  // Named as the API tests name theirs, so a run killed before its teardown is cleaned up by the next one.
  const databaseName = `shop_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;

  const ports: number[] = [];
  while (ports.length < 6) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [publicPort, apiListenerPort, ...upstreams] = ports as [number, number, ...number[]];
  const apiPorts = upstreams.slice(0, 2);
  const webPorts = upstreams.slice(2, 4);
  const baseUrl = `http://127.0.0.1:${publicPort}`;
  const apiUrl = `http://127.0.0.1:${apiListenerPort}`;
  const env = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  // AADE's company registry answering from its recorded answers, as for the single-process run.
  const aade = new RecordedAade();
  await aade.start();
  const apiEnv: NodeJS.ProcessEnv = {
    ...env,
    DATABASE_URL: url.href,
    DATABASE_POOL_SIZE: '8',
    // Both processes sign and check the same tokens and cookies, and serve the same images.
    APP_SECRET: randomBytes(32).toString('hex'),
    MEDIA_DIR: join(work, 'media'),
    PUBLIC_URL: baseUrl,
    ACCOUNT_MAILS_PER_IP_PER_HOUR: '1000',
    // A placement left by a killed process is taken over by the retry after this long.
    ORDER_CLAIM_TIMEOUT_SECONDS: '5',
    AADE_ENDPOINT: aade.url,
    AADE_USERNAME: aade.username,
    AADE_PASSWORD: aade.password,
  };
  // Attempt limits in the database, not in Redis: the store the replicas share by default.
  delete apiEnv.REDIS_URL;

  const children: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    for (const child of [...children].reverse()) await stopChild(child);
    if (nginx) await stopChild(nginx, 'SIGQUIT');
    await aade.stop();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  };

  try {
    const staff = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/modules/staff/create-cli.ts',
        '--email',
        STAFF_EMAIL,
        '--role',
        'SalesPerson',
        '--password',
        STAFF_PASSWORD,
      ],
      { cwd: join(root, 'apps/api'), stdio: 'inherit', env: apiEnv },
    );
    if (staff.status !== 0) throw new Error('The staff user could not be created');

    // One after the other: the first migrates and seeds the demo shop, the second finds it done.
    for (const port of apiPorts) {
      const api = spawn(process.execPath, [API_BUNDLE], {
        cwd: join(root, 'apps/api'),
        stdio: 'inherit',
        env: { ...apiEnv, API_PORT: String(port) },
      });
      children.push(api);
      await waitFor(`http://127.0.0.1:${port}/api/health`, api, 120_000);
    }

    mkdirSync(join(work, 'nginx'));
    const configFile = join(work, 'nginx', 'nginx.conf');
    writeFileSync(
      configFile,
      nginxConfig({
        directory: join(work, 'nginx'),
        apiListenerPort,
        apiPorts,
        storefront: { publicPort, webPorts },
      }),
    );
    // `-e`: even the log nginx opens before reading its configuration is in the directory.
    const nginxArgs = ['-p', join(work, 'nginx'), '-c', configFile, '-e', join(work, 'nginx', 'error.log')];
    nginx = spawn(process.env.NGINX_PATH ?? 'nginx', nginxArgs, { stdio: 'inherit' });
    await waitFor(`${apiUrl}/api/health`, nginx, 10_000);

    for (const port of webPorts) {
      const web = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
        cwd: join(root, 'apps/web'),
        stdio: 'inherit',
        env: {
          ...env,
          API_URL: apiUrl,
          WEB_PORT: String(port),
          WEB_HOST: '127.0.0.1',
          PUBLIC_URL: baseUrl,
          NODE_ENV: 'production',
        },
      });
      children.push(web);
      await waitFor(`http://127.0.0.1:${port}/robots.txt`, web, 30_000);
    }
    await waitFor(`${baseUrl}/robots.txt`, nginx, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  // The journeys' own API calls (mail outbox, staff moves) reach both API processes through nginx.
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_STAFF_EMAIL = STAFF_EMAIL;
  process.env.E2E_STAFF_PASSWORD = STAFF_PASSWORD;
  process.env.E2E_DATABASE_URL = url.href;
  process.env.E2E_API_PORTS = apiPorts.join(',');
  process.env.E2E_WEB_PORTS = webPorts.join(',');
  process.env.E2E_API_PIDS = children
    .slice(0, 2)
    .map((child) => child.pid)
    .join(',');
  return stop;
}
