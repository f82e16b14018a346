/**
 * Lighthouse (mobile preset) of storefront pages on a production build: the demo shop's API on a
 * throw-away embedded database and the built web server, each on a free port, measured with the
 * system Chromium (`CHROME_PATH`, default /usr/bin/chromium). Prints the figures and the machine's
 * load, and leaves each full report in the temporary directory (`lighthouse-<path>.json`);
 * `SKIP_BUILD=1` reuses `apps/web/build`.
 *
 *   npm run bench:lighthouse -w apps/web -- / /landing-page
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, waitFor } from '../../../scripts/local-servers.ts';

const web = new URL('..', import.meta.url).pathname;
const api = join(web, '../api');

interface Figures {
  path: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

/** The LCP element's selector and snippet, from the audit's details. */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] })
    ?.items;
  const node = items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} (${node.selector ?? ''})` : 'unknown';
}

async function measure(url: string, port: number, path: string): Promise<Figures> {
  const result = await lighthouse(`${url}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`${path}: Lighthouse gave no result`);
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  writeFileSync(join(tmpdir(), `lighthouse-${name}.json`), JSON.stringify(result.lhr));
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

const paths = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
if (paths.length === 0) paths.push('/');

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The storefront build failed');
}
const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const [apiPort, webPort] = [await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseUrl = `http://127.0.0.1:${webPort}`;
const env = { ...process.env, LOG_LEVEL: 'warn' };
const apiServer = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: api,
  stdio: 'inherit',
  env: {
    ...env,
    // The API as the end-to-end tests run it (a production API wants its own secret and address);
    // the storefront measured is the production build.
    NODE_ENV: 'development',
    PGLITE_DIR: join(dataDir, 'pglite'),
    MEDIA_DIR: join(dataDir, 'media'),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    API_PORT: String(apiPort),
  },
});
const webServer = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
  cwd: web,
  stdio: 'inherit',
  env: {
    ...env,
    API_URL: apiUrl,
    WEB_PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'production',
  },
});
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
try {
  await waitFor(`${apiUrl}/api/health`, apiServer, 180_000);
  await waitFor(`${baseUrl}/robots.txt`, webServer, 60_000);
  // One visit first, so the servers' caches and the demo's pictures are warm as a shop's are.
  for (const path of paths) await fetch(`${baseUrl}${path}`);
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: Figures[] = [];
    for (const path of paths) results.push(await measure(baseUrl, chrome.port, path));
    console.log(JSON.stringify({ chromium: chromePath, loadAverage: loadavg(), results }, null, 2));
  } finally {
    await chrome.kill();
  }
} finally {
  for (const child of [webServer, apiServer]) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
