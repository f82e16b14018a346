/**
 * Lighthouse (mobile preset) of storefront pages on a production build: the demo shop's API on a
 * throw-away embedded database and the built web server, each on a free port, measured with the
 * system Chromium (`CHROME_PATH`, default /usr/bin/chromium). Without paths it measures home,
 * category, product, search and cart in both languages. Each page is measured `--runs` times
 * (default 3, the pages taken in turn so that a burst of load on the machine does not fall on one
 * page's every run): one Lighthouse run is not a stable figure, its simulated timings follow what
 * the unthrottled page happened to do before its first paint. Prints each page's median
 * performance, LCP, FCP, TBT and CLS with their range, its main-thread work and the part of it
 * spent on scripts (`mainthread-work-breakdown`, `bootup-time`), its DOM elements (`dom-size`),
 * the JavaScript transferred and the machine's load, and leaves each full report in the temporary
 * directory (`lighthouse-<path>-<run>.json`). It builds into a directory of its own (never the
 * `build/` another run may be serving); `SKIP_BUILD=1` measures `apps/web/build` as it is.
 *
 *   npm run bench:web
 *   npm run bench:web -- --runs 5 / /en/landing-page
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
  /** The main thread's work during the load, every kind (Lighthouse's throttled estimate). */
  mainThreadMs: number;
  /** The part of it spent parsing, compiling and running scripts. */
  scriptMs: number;
  /** Elements in the page's DOM. */
  domElements: number;
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

async function measure(url: string, port: number, path: string, run: number): Promise<Figures> {
  const result = await lighthouse(`${url}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`${path}: Lighthouse gave no result`);
  const name = path === '/' ? 'home' : path.slice(1).replaceAll(/[/?=&]/g, '-');
  writeFileSync(join(tmpdir(), `lighthouse-${name}-${run}.json`), JSON.stringify(result.lhr));
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    mainThreadMs: Math.round(value('mainthread-work-breakdown')),
    scriptMs: Math.round(value('bootup-time')),
    domElements: value('dom-size'),
    scriptBytes: scriptBytesOf(audits['resource-summary']?.details),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

const asked = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The median of one figure over a page's runs, with its range when the runs differ. */
function summary(values: number[], format: (value: number) => string): string {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const middle = format(median(values));
  return low === high ? middle : `${middle} (${format(low)}-${format(high)})`;
}

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
    for (let run = 1; run <= runs; run++) {
      for (const path of paths) results.push(await measure(baseUrl, chrome.port, path, run));
    }
    console.log(
      JSON.stringify(
        { chromium: chromePath, runs, loadAverage: { before, after: loadavg() }, results },
        null,
        2,
      ),
    );
    console.log(
      `\nMedian of ${runs} run(s) per page, (min-max) when they differ.\n` +
        '\n| page | performance | LCP | FCP | TBT | main thread | of it scripts | DOM elements | CLS | JS (transferred) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const path of paths) {
      const own = results.filter((r) => r.path === path);
      const of = (figure: (r: Figures) => number, format: (value: number) => string) =>
        summary(own.map(figure), format);
      const cells = [
        `\`${path}\``,
        of((r) => r.performance, String),
        of((r) => r.lcpMs, seconds),
        of((r) => r.fcpMs, seconds),
        of(
          (r) => r.tbtMs,
          (ms) => `${ms} ms`,
        ),
        of((r) => r.mainThreadMs, seconds),
        of((r) => r.scriptMs, seconds),
        of((r) => r.domElements, String),
        of(
          (r) => r.cls,
          (cls) => cls.toFixed(3),
        ),
        `${(median(own.map((r) => r.scriptBytes)) / 1000).toFixed(1)} KB`,
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
    const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(', ');
    console.log(`\nload average (1, 5, 15 min): ${load(before)} at the start, ${load(loadavg())} at the end`);
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
