import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BUNDLE, buildApi } from '../apps/api/build.ts';
import { RecordedAade } from '../apps/api/src/modules/tax-registry/test-aade-server.ts';
import { freePort, waitFor } from '../scripts/local-servers.ts';

const root = new URL('..', import.meta.url).pathname;
const STAFF_EMAIL = 'sales@e2e.pharmacy.gr';
const ADMIN_EMAIL = 'admin@e2e.pharmacy.gr';
const INSPECTOR_EMAIL = 'inspector@e2e.pharmacy.gr';
const STAFF_PASSWORD = 'e2e-staff-password';
export const E2E_MARKETING_SCRIPT = 'https://marketing.consent-e2e.test/tag.js';

/** How many throw-away shops, one per Playwright worker (`E2E_SHOPS`, default 2: one per core). */
export const E2E_SHOPS = Math.max(1, Number(process.env.E2E_SHOPS ?? 2) || 1);

interface Shop {
  baseUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * Builds the storefront, then starts one shop per worker: the API on a throw-away embedded
 * database with the demo shop, and the web server in front of it, each on a free port. A spec
 * file runs in one worker against that worker's own shop, so what one file changes (a price,
 * a header message, the loyalty settings) never reaches a file running beside it.
 */
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The storefront build failed');
  }
  // The API runs from its bundle, as \`npm start\` and a live shop run it; bundled from the sources now.
  await buildApi();
  // AADE's company registry, answering from its recorded answers: one for every shop of the run.
  const aade = new RecordedAade();
  await aade.start();
  const started = await Promise.allSettled(Array.from({ length: E2E_SHOPS }, () => startShop(aade)));
  const shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await aade.stop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  // playwright.config.ts gives each worker the shop of its parallel index.
  for (const [index, shop] of shops.entries()) {
    process.env[`E2E_BASE_URL_${index}`] = shop.baseUrl;
    process.env[`E2E_API_URL_${index}`] = shop.apiUrl;
  }
  process.env.E2E_BASE_URL = shops[0]?.baseUrl;
  process.env.E2E_API_URL = shops[0]?.apiUrl;
  process.env.E2E_STAFF_EMAIL = STAFF_EMAIL;
  process.env.E2E_ADMIN_EMAIL = ADMIN_EMAIL;
  process.env.E2E_INSPECTOR_EMAIL = INSPECTOR_EMAIL;
  process.env.E2E_STAFF_PASSWORD = STAFF_PASSWORD;
  return stop;
}

async function startShop(aade: RecordedAade): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const env = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  const apiEnv = {
    ...env,
    PGLITE_DIR: join(dataDir, 'pglite'),
    MEDIA_DIR: join(dataDir, 'media'),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    // A new customer may book a consultation, online too (appointments.spec.ts).
    LOYALTY_APPOINTMENT_TIERS: 'slv,prm,gld',
    APPOINTMENT_MEETING_URL: 'https://meet.example.gr/pharmacist',
    // Every journey registers its customers from this one address, as a shop behind a shared one.
    ACCOUNT_MAILS_PER_IP_PER_HOUR: '1000',
    // With REDIS_URL set (CI exports it when Redis answers) the attempt limits count in Redis: under
    // a prefix of this shop's own they start at zero like its database, instead of adding up the
    // posts of the other shop and of every earlier run in the hour (the contact forms allow 10 an IP).
    REDIS_KEY_PREFIX: `shop-e2e-${randomBytes(6).toString('hex')}:`,
    // The invoice's ΑΦΜ look-up asks the local registry (documents.spec.ts, checkout.spec.ts).
    AADE_ENDPOINT: aade.url,
    AADE_USERNAME: aade.username,
    AADE_PASSWORD: aade.password,
    // Courier returns get an ACS voucher from the sandbox carrier only with the shop's return address
    // (admin-returns.spec.ts).
    CARRIER_RETURN_ADDRESS: 'Ερμού 10, 41222 Λάρισα',
  };

  // A SalesPerson, an Admin and an Inspector, made as a shop owner makes them, before the API holds the embedded database.
  for (const [email, role] of [
    [STAFF_EMAIL, 'SalesPerson'],
    [ADMIN_EMAIL, 'Admin'],
    [INSPECTOR_EMAIL, 'Inspector'],
  ] as const) {
    const staff = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/modules/staff/create-cli.ts',
        '--email',
        email,
        '--role',
        role,
        '--password',
        STAFF_PASSWORD,
      ],
      { cwd: join(root, 'apps/api'), stdio: 'inherit', env: apiEnv },
    );
    if (staff.status !== 0) throw new Error(`The ${role} could not be created`);
  }

  const api = spawn(process.execPath, [API_BUNDLE], {
    cwd: join(root, 'apps/api'),
    stdio: 'inherit',
    env: { ...apiEnv, API_PORT: String(apiPort) },
  });
  const web = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: {
      ...env,
      API_URL: apiUrl,
      WEB_PORT: String(webPort),
      WEB_HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'production',
      // A marketing script on a name that never resolves: consent.spec.ts answers it in the browser.
      THIRD_PARTY_SCRIPTS: JSON.stringify([{ src: E2E_MARKETING_SCRIPT, category: 'marketing' }]),
    },
  });
  const stop = async () => {
    for (const child of [web, api]) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/api/health`, api, 180_000);
    await waitFor(`${baseUrl}/robots.txt`, web, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl, stop };
}
