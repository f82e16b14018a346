/**
 * Staff's refund of one return in a process of its own, for `refund-crash.test.ts`, which kills
 * it with SIGKILL after the refund's transaction has committed: while it waits for the sale
 * document's lock to issue the credit note, or for the refund row to send it. Prints `refunded`
 * if it gets that far.
 *
 * Environment: DATABASE_URL, MEDIA_DIR, RETURN_ID, STAFF_ID.
 */
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';

const env = process.env;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATABASE_URL: env.DATABASE_URL ?? '',
  MEDIA_DIR: env.MEDIA_DIR ?? '',
  PUBLIC_URL: 'https://shop.example.gr',
});
const database = await openDatabase({ url: config.databaseUrl ?? '', poolSize: 2 });
// Not made ready: no job worker runs, so no sweep repairs anything in this process.
const app = await buildApp({ config, database, logger: false });
console.log('ready');
await app.services.returns.refund(Number(env.RETURN_ID), Number(env.STAFF_ID));
console.log('refunded');
await app.close();
await database.close();
process.exit(0);
