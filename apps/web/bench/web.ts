/**
 * Lighthouse (mobile preset) of storefront pages on a production build: the demo shop's API on a
 * throw-away embedded database and the built web server, each on a free port, measured with the
 * system Chromium (`CHROME_PATH`, default /usr/bin/chromium). Without paths it measures home,
 * category, product, search and cart in both languages. Prints performance, LCP, FCP, TBT, CLS,
 * the JavaScript transferred and the machine's load, and leaves each full report in the
 * temporary directory (`lighthouse-<path>.json`). It builds into a directory of its own (never the
 * `build/` another run may be serving); `SKIP_BUILD=1` measures `apps/web/build` as it is.
 *
 *   npm run bench:web
 *   npm run bench:web -- / /en/landing-page
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Compressed bytes of every script the page loaded. */
  scriptBytes: number;
  lcpElement: string;
}

/** Transferred bytes of the page's scripts, from the resource summary. */
function scriptBytesOf(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
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
  const name = path === '/' ? 'home' : path.slice(1).replaceAll(/[/?=&]/g, '-');
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
    scriptBytes: scriptBytesOf(audits['resource-summary']?.details),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

const asked = process.argv.slice(2).filter((argument) => argument.startsWith('/'));

/** Home, a category, a product, a search and the cart, in Greek and in English. */
async function defaultPaths(apiUrl: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/api/el/products/getbyidfront?id=1`);
  if (!response.ok) throw new Error(`the demo shop has no product 1 (${response.status})`);
  const { eurl } = (await response.json()) as { eurl: string };
  const pages = ['', 'categories/face', `products/${eurl}`, 'search-results?key=krema', 'cart'];
  return [...pages.map((page) => `/${page}`), ...pages.map((page) => `/en/${page}`.replace(/\/$/, ''))];
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-web-'));
// Under apps/web, so that the server build finds its packages in node_modules.
mkdirSync(join(web, 'bench', 'build'), { recursive: true });
const buildDir = process.env.SKIP_BUILD
  ? join(web, 'build')
  : mkdtempSync(join(web, 'bench', 'build', 'run-'));
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, WEB_BUILD_DIR: buildDir },
  });
  if (build.status !== 0) throw new Error('The storefront build failed');
}
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
    WEB_BUILD_DIR: buildDir,
  },
});
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
try {
  await waitFor(`${apiUrl}/api/health`, apiServer, 180_000);
  await waitFor(`${baseUrl}/robots.txt`, webServer, 60_000);
  const paths = asked.length > 0 ? asked : await defaultPaths(apiUrl);
  const before = loadavg();
  // One visit first, so the servers' caches and the demo's pictures are warm as a shop's are.
  for (const path of paths) await fetch(`${baseUrl}${path}`);
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: Figures[] = [];
    for (const path of paths) results.push(await measure(baseUrl, chrome.port, path));
    console.log(
      JSON.stringify({ chromium: chromePath, loadAverage: { before, after: loadavg() }, results }, null, 2),
    );
    console.log(
      '\n| page | performance | LCP | FCP | TBT | CLS | JS (transferred) |\n|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of results) {
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `| \`${r.path}\` | ${r.performance} | ${seconds(r.lcpMs)} | ${seconds(r.fcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${(r.scriptBytes / 1000).toFixed(1)} KB |`,
      );
    }
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
  if (!process.env.SKIP_BUILD) rmSync(buildDir, { recursive: true, force: true });
}
