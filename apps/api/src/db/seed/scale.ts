import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { generateCatalogue } from './generator.ts';
import { insertCatalogue } from './insert-catalogue.ts';

/** `npm run seed:scale -- --products 10000`: a large generated catalogue for benchmarks. */
const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--products must be a whole number between 1 and 1000000');
  process.exit(2);
}
const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
await database.migrate();
const started = performance.now();
// A seed of its own keeps these codes and slugs apart from the demo catalogue's.
const seeds = generateCatalogue(count, Date.now() % 2 ** 31).map((seed, index) => ({
  ...seed,
  code: `SC${Date.now().toString(36)}${index}`,
  eurl: `${seed.eurl}-s${Date.now().toString(36)}${index}`,
}));
await insertCatalogue(database.db, config.mediaDir, seeds);
log.info({ products: seeds.length, ms: Math.round(performance.now() - started) }, 'scale catalogue loaded');
await database.close();
