import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { emptyFilters } from '../src/modules/catalog/listing-query.ts';
import { answerOf } from '../src/modules/catalog/read-model/load.ts';
import { SearchIndex } from '../src/modules/search/search-index.ts';

/**
 * Where the API's memory goes with a catalogue loaded (issue 32): the Node baseline, the app, the
 * read model (the answers' JSON and the rest), the search index, each as the heap, the buffers
 * outside it and the RSS it adds after a full collection. On a seeded PostgreSQL database:
 *
 *   DATABASE_URL=postgres://…/bench10k node --expose-gc --import tsx bench/memory.ts
 */
const collect = globalThis.gc;
if (!collect || !process.env.DATABASE_URL) {
  console.error('run with node --expose-gc and DATABASE_URL of a seeded database');
  process.exit(2);
}
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const rows: string[] = [];
let last = process.memoryUsage();
function step(name: string) {
  collect?.();
  collect?.();
  const now = process.memoryUsage();
  const added = (key: 'heapUsed' | 'arrayBuffers' | 'rss') => mb(now[key] - last[key]);
  rows.push(
    `| ${name} | ${added('heapUsed')} | ${added('arrayBuffers')} | ${added('rss')} | ${mb(now.heapUsed)} | ${mb(now.arrayBuffers)} | ${mb(now.rss)} |`,
  );
  last = now;
}

step("Node with the API's modules imported");
const mediaDir = await mkdtemp(join(tmpdir(), 'shop-memory-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  APP_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  MEDIA_DIR: mediaDir,
});
const database = await openDatabase({ url: process.env.DATABASE_URL });
const app = await buildApp({ config, database, logger: false });
await app.ready();
step('the app built (Fastify, routes, services, pool)');
const started = performance.now();
await app.services.catalog.model.ready();
const buildMs = Math.round(performance.now() - started);
step('read model and search index loaded');
const { model } = app.services.catalog;
const ids = model.publishedIds();
// The listings' lookups are built on the first listing after a change, not with the model.
for (const language of ['el', 'en'] as const)
  model.list(
    { kind: 'all', facetCategoryIds: [] },
    { filters: emptyFilters(), sort: 'Default', page: 1, psize: 24 },
    language,
  );
step("the listings' lookups (built on the first listing)");
// A copy of each part, measured in a function of its own so that it is let go on return.
async function measureCopy(name: string, make: () => Promise<{ size: number }>) {
  const copy = await make();
  step(`${name} (a copy, ${copy.size} products)`);
}
await measureCopy("the answers' JSON, both languages, UTF-8, part of the read model", async () => {
  const copies = ids.flatMap((id) => {
    const entry = model.product(id);
    return entry ? [Buffer.from(entry.json.el), Buffer.from(entry.json.en)] : [];
  });
  return { size: copies.length / 2, copies };
});
step('the copy let go');
await measureCopy('the answers as objects, both languages (not kept: what a DTO costs)', async () => {
  const copies = ids.flatMap((id) => {
    const entry = model.product(id);
    return entry ? [answerOf(entry, 'el'), answerOf(entry, 'en')] : [];
  });
  return { size: copies.length / 2, copies };
});
step('the copy let go');
await measureCopy('the search index', async () => {
  const index = new SearchIndex();
  await index.build(database.db);
  return index;
});
step('the copy let go');

console.log(`${ids.length} published products, read model built in ${buildMs} ms\n`);
console.log('| step | heap + MB | buffers + MB | RSS + MB | heap MB | buffers MB | RSS MB |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
await app.close();
await database.close();
await rm(mediaDir, { recursive: true, force: true });
