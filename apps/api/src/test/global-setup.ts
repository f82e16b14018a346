import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import {
  createDatabase,
  type DatabaseTemplate,
  databaseUrl,
  dropAbandonedDatabases,
  dropDatabase,
  uniqueDatabaseName,
} from './test-database.ts';

/**
 * Migrates one template database for the whole run and provides it to every test file
 * (see `openTestDatabase`): running initdb and the migrations per file would cost seconds each.
 * `TEST_DATABASE_URL` selects a real PostgreSQL; its database is only used to create and
 * drop uniquely named databases, so concurrent runs on one server do not meet.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await dropAbandonedDatabases(adminUrl);
    const template = uniqueDatabaseName('shop_tpl');
    await createDatabase(adminUrl, template);
    try {
      const database = await openDatabase({ url: databaseUrl(adminUrl, template), poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        // A template must have no open connection while it is being copied.
        await database.close();
      }
    } catch (error) {
      await dropDatabase(adminUrl, template);
      throw error;
    }
    project.provide('databaseTemplate', { kind: 'postgres', adminUrl, template } satisfies DatabaseTemplate);
    return () => dropDatabase(adminUrl, template);
  }

  const directory = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
  const database = await openDatabase({ pgliteInMemory: true });
  try {
    await database.migrate();
    if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
    const dump = await database.dumpDataDir();
    const dumpPath = join(directory, 'template.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', dumpPath } satisfies DatabaseTemplate);
  } finally {
    await database.close();
  }
  return () => rm(directory, { recursive: true, force: true });
}
