import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { emptyFilters } from '../src/modules/catalog/listing-query.ts';
import { SearchIndex } from '../src/modules/search/search-index.ts';
import type { SearchPath } from '../src/modules/search/service.ts';
import { seededCatalogue, throwAwayDatabase } from './bench-database.ts';
import { percentile } from './drive.ts';
import { searchQueries } from './long-tail.ts';

/**
 * `node --expose-gc --import tsx bench/search-in-memory.ts`: the search index's build time and heap
 * per catalogue, and one search at a time over the long-tail queries, in memory and in SQL
 * (decision 033). Each timed pass stops after `--seconds`; PostgreSQL when DATABASE_URL is set, in
 * the kept database `--database` (seeded once, as `bench/api.ts` does) when given.
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    database: { type: 'string', default: '' },
    'searches-only': { type: 'boolean', default: false },
  },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('run with node --expose-gc for heap figures');
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1_048_576;
};

const mediaDir = await mkdtemp(join(tmpdir(), 'shop-search-bench-'));
const { database, existed, drop } = await throwAwayDatabase(values.database || undefined);
try {
  await database.migrate();
  const seeds = await seededCatalogue(database, { existed, productCount: Number(values.products), mediaDir });
  const config = loadConfig({
    ...process.env,
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
  });
  const app = await buildApp({ config, database, logger: false });
  const { catalog, search } = app.services;

  // The index's and the read model's build times and heap; skipped with --searches-only.
  const measureBuilds = async () => {
    // In a function of its own, so no index of an earlier round is still held when the next starts.
    const measureBuild = async () => {
      const before = heapMb();
      const index = new SearchIndex();
      const started = performance.now();
      await index.build(database.db);
      const ms = performance.now() - started;
      return { ms: Math.round(ms), mb: (heapMb() - before).toFixed(1), size: index.size };
    };
    const builds = [await measureBuild(), await measureBuild(), await measureBuild()];
    console.log(
      `${seeds.length} products on ${database.kind}: search index of ${builds[0]?.size} built alone in ${builds.map((build) => build.ms).join(', ')} ms, heap +${builds.map((build) => build.mb).join(', ')} MB`,
    );
    // The read model built with and without its search index, alternately: what the index adds.
    const modelBuilds: Record<string, number[]> = { with: [], without: [] };
    for (let round = 0; round < 4; round += 1) {
      const kind = round % 2 === 0 ? 'with' : 'without';
      const other = await buildApp({ config, database, logger: false });
      if (kind === 'without') other.services.search.index.build = async () => {};
      const started = performance.now();
      await other.services.catalog.model.ready();
      modelBuilds[kind]?.push(Math.round(performance.now() - started));
      await other.close();
    }
    console.log(`read model built with the index ${modelBuilds.with}, without ${modelBuilds.without} ms`);
  };
  if (!values['searches-only']) await measureBuilds();
  await catalog.model.ready();

  const queries = searchQueries(seeds, 1_200);
  const params = { filters: emptyFilters(), sort: 'Default' as const, page: 1, psize: 24 };
  const pass = async (name: string, path: SearchPath) => {
    const times: number[] = [];
    const finding: number[] = [];
    const stop = performance.now() + Number(values.seconds) * 1_000;
    for (const query of queries) {
      if (performance.now() > stop) break;
      const started = performance.now();
      const matches = await search.found(query, true, path);
      finding.push(performance.now() - started);
      if (matches) {
        await catalog.listProducts(
          { kind: 'search', matches, facetCategoryIds: await app.services.categories.childIds(null) },
          params,
          'el',
        );
      }
      times.push(performance.now() - started);
    }
    const figures = (list: number[]) => {
      list.sort((a, b) => a - b);
      return `p50 ${percentile(list, 50).toFixed(2)} ms, p95 ${percentile(list, 95).toFixed(2)} ms, max ${(list.at(-1) ?? 0).toFixed(1)} ms`;
    };
    console.log(
      `${name}: ${times.length} queries; matching and relevance ${figures(finding)}; with the listing ${figures(times)}`,
    );
  };
  await pass('memory, words seen for the first time', 'memory');
  await pass('memory, words seen before', 'memory');
  await pass('sql', 'sql');
  await app.close();
} finally {
  await drop();
  await rm(mediaDir, { recursive: true, force: true });
}
