import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import pino from 'pino';
import { buildApp } from './app.ts';
import { configurationWarnings, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { loggerOptions } from './lib/log-redaction.ts';

/**
 * How far V8 lets the old generation grow past what survived a full collection before the next
 * one (issue 32). Left to itself it chooses up to 4 times on a machine with memory to spare: the
 * 10 000-product API held about 150 MB after a collection and peaked at 640-660 MB under the
 * long-tail bench. At 1.5 times it peaked at 370 MB and answered more requests, not fewer (less
 * heap to sweep and fewer pages touched). A start that passes its own flag (on the command line
 * or in NODE_OPTIONS) keeps it.
 */
const startFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
if (!startFlags.some((flag) => flag.startsWith('--heap-growing-percent')))
  setFlagsFromString('--heap-growing-percent=50');

const config = loadConfig();
const log = pino(loggerOptions(config.logLevel));
for (const warning of configurationWarnings(config)) log.warn(warning);

const startedAt = performance.now();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { pgliteDir: config.pgliteDir },
);
await database.migrate();
mkdirSync(config.mediaDir, { recursive: true });
if (config.seedDemo) await seedDemoIfEmpty(database.db, config.mediaDir, log);

const app = await buildApp({ config, database, logger: log });
if (config.seedDemo && !config.isProduction) {
  const demoAdmin = await app.services.staff.createDemoAdmin();
  // To the console only, never to the log: the password is shown this once and stored hashed.
  if (demoAdmin)
    console.log(
      `Back office (/admin): ${demoAdmin.email} with the password ${demoAdmin.password} (shown only now).`,
    );
}
await app.listen({ host: config.host, port: config.port });
log.info({ database: database.kind, ms: Math.round(performance.now() - startedAt) }, 'api ready');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: no new connections or jobs, finishing those in hand');
  const timer = setTimeout(() => {
    log.error('shutdown timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    // Stops taking requests and jobs, finishing those in hand (the job runner stops on close).
    await app.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
