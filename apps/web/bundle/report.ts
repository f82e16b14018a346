/**
 * What a page's first-load JavaScript is made of, from a build (`apps/web/build` unless
 * WEB_BUILD_DIR names another): every page's total, then for the pages asked (default: product,
 * home, category, search, cart) the share of each library and app area. Bytes are those sent
 * (bundle/first-load.ts): brotli, gzip beside it. A chunk's brotli bytes are shared among its
 * modules in proportion to their minified bytes (the chunk graph's source maps).
 *
 *   npm run build -w apps/web && npm run bundle:report -w apps/web -- routes/product.tsx
 */
import { join, resolve } from 'node:path';
import { aimOf, budgetOf } from './budgets.ts';
import { compressedSize, firstLoads, readClientBuild } from './first-load.ts';

const web = new URL('..', import.meta.url).pathname;
const build = readClientBuild(resolve(web, process.env.WEB_BUILD_DIR ?? 'build'));
const pages = firstLoads(build);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** A module's group: its npm package, its feature, or its app folder. */
function groupOf(module: string): string {
  const inModules = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inModules?.[1]) return inModules[1];
  const feature = /^app\/features\/([^/]+)\//.exec(module);
  if (feature) return `app/features/${feature[1]}`;
  if (module.startsWith('../../packages/contract/')) return '@shop/contract';
  const folder = /^app\/([^/]+)\//.exec(module);
  return folder ? `app/${folder[1]}` : module;
}

console.log(
  '| page | brotli KB | gzip KB | scripts | budget KB (brotli) | aim KB |\n|---|---:|---:|---:|---:|---:|',
);
for (const page of pages) {
  const budget = budgetOf(page.page);
  const aim = aimOf(page.page);
  console.log(
    `| ${page.page} | ${kb(page.brotliBytes)} | ${kb(page.gzipBytes)} | ${page.files.length} | ${budget === undefined ? 'admin' : kb(budget)} | ${aim === undefined ? '' : kb(aim)} |`,
  );
}

const asked = process.argv.slice(2).filter((argument) => argument.startsWith('routes/'));
const detailed = asked.length
  ? asked
  : ['product', 'home', 'category', 'search-results', 'cart'].map((name) => `routes/${name}.tsx`);
for (const name of detailed) {
  const page = pages.find((candidate) => candidate.page === name);
  if (!page) throw new Error(`no page ${name} in the build`);
  const groups = new Map<string, number>();
  for (const file of page.files) {
    const modules = Object.entries(build.chunks[file]?.modules ?? {});
    const minified = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
    const brotli = compressedSize(join(build.clientDir, file)).brotli;
    for (const [module, bytes] of modules) {
      const group = groupOf(module);
      groups.set(group, (groups.get(group) ?? 0) + (minified ? (brotli * bytes) / minified : 0));
    }
  }
  console.log(`\n${name}: ${kb(page.brotliBytes)} KB brotli in ${page.files.length} scripts\n`);
  console.log('| part | brotli KB |\n|---|---:|');
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 300) console.log(`| ${group} | ${kb(bytes)} |`);
  }
}
