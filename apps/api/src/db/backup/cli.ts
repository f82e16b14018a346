/**
 * `npm run db:backup -- --out <file>`, `npm run db:restore -- --in <file>` and
 * `npm run db:migrate-to-postgres -- --to <postgres://…>` over the database `npm start` uses:
 * `DATABASE_URL` when set, else the embedded one in `PGLITE_DIR` (docs/deploy.md, "Backups").
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { BackupError, backupDatabase, type DatabaseLocation, restoreDatabase } from './backup.ts';
import { copyToPostgres } from './copy-to-postgres.ts';

const USAGE = `usage:
  npm run db:backup -- --out <file>
  npm run db:restore -- --in <file>
  npm run db:migrate-to-postgres -- --to postgres://user:password@host:5432/database`;

// npm runs the workspace's script in apps/api: paths given are read from where it was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
// The same directory `npm start` gives the API (scripts/start.ts), wherever this runs.
process.env.PGLITE_DIR ??= join(new URL('../../../../..', import.meta.url).pathname, 'data/pglite');

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, in: { type: 'string' }, to: { type: 'string' } },
  });
  const command = positionals[0];
  const config = loadConfig();
  const location: DatabaseLocation = config.databaseUrl
    ? { url: config.databaseUrl }
    : { pgliteDir: config.pgliteDir };
  const where =
    'url' in location ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${location.pgliteDir}`;

  if (command === 'backup' && values.out) {
    const { bytes } = await backupDatabase(location, values.out);
    console.log(`Backed up ${where} to ${values.out} (${Math.round(bytes / 1024)} KiB).`);
    return 0;
  }
  if (command === 'restore' && values.in) {
    const { keptAt } = await restoreDatabase(location, values.in);
    console.log(`Restored ${where} from ${values.in}.`);
    if (keptAt) console.log(`The data it replaced is kept in ${keptAt}; remove it once the shop works.`);
    return 0;
  }
  if (command === 'migrate-to-postgres' && values.to) {
    if (!/^postgres(ql)?:\/\//.test(values.to)) {
      console.error('--to must be a postgres:// URL.');
      return 2;
    }
    if (config.databaseUrl) {
      console.error('DATABASE_URL is set: the shop already runs on PostgreSQL; nothing to migrate from.');
      return 2;
    }
    const source = await openDatabase({ pgliteDir: config.pgliteDir });
    try {
      await source.migrate();
      const copied = await copyToPostgres(source, values.to);
      const rows = copied.reduce((sum, table) => sum + table.rows, 0);
      console.log(`Copied ${copied.length} tables, ${rows} rows, from ${where} to PostgreSQL.`);
      console.log('Start the shop with DATABASE_URL set to that database; keep MEDIA_DIR as it is.');
    } finally {
      await source.close();
    }
    return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
