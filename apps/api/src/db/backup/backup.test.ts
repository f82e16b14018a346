import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../../test/test-database.ts';
import { type Database, openDatabase, queryRows } from '../client.ts';
import { DataDirInUseError } from '../data-dir-lock.ts';
import { products } from '../schema/index.ts';
import { generateCatalogue } from '../seed/generator.ts';
import { insertCatalogue } from '../seed/insert-catalogue.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';

const template = inject('databaseTemplate');
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shop-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A migrated embedded database in a directory of its own, as `npm start` leaves one. */
async function embeddedShop(name: string): Promise<string> {
  const dir = join(root, name);
  if (template.kind === 'pglite') {
    await mkdir(dir);
    await promisify(execFile)('tar', ['-xf', template.dumpPath, '-C', dir]);
  } else {
    // The run's template is on PostgreSQL: one embedded database is migrated, then copied.
    const migrated = join(root, 'migrated');
    if (!existsSync(migrated)) {
      const database = await openDatabase({ pgliteDir: migrated });
      await database.migrate();
      await database.close();
    }
    await cp(migrated, dir, { recursive: true });
  }
  return dir;
}

const productRows = (database: Database) =>
  database.db
    .select({ id: products.id, code: products.code, nameEl: products.nameEl, stock: products.stock })
    .from(products)
    .orderBy(asc(products.id));

/** Changes what a bad deploy or a wrong click would: rows gone, rows altered. */
async function damage(database: Database) {
  await database.db.execute(sql`update products set stock = 0, name_el = 'λάθος'`);
  await database.db.execute(sql`delete from products where id = (select max(id) from products)`);
}

describe('the embedded database', () => {
  it('is as it was after a backup, a change and a restore; the replaced data is kept', async () => {
    const dir = await embeddedShop('drill');
    let database = await openDatabase({ pgliteDir: dir });
    await insertCatalogue(database.db, join(root, 'media'), generateCatalogue(6));
    const before = await productRows(database);
    expect(before.length).toBeGreaterThanOrEqual(6);
    await database.close();

    const file = join(root, 'drill.tar.gz');
    const { bytes } = await backupDatabase({ pgliteDir: dir }, file);
    expect(bytes).toBeGreaterThan(1000);

    database = await openDatabase({ pgliteDir: dir });
    await damage(database);
    expect(await productRows(database)).not.toEqual(before);
    await database.close();

    const { keptAt } = await restoreDatabase({ pgliteDir: dir }, file);
    database = await openDatabase({ pgliteDir: dir });
    try {
      expect(await productRows(database)).toEqual(before);
    } finally {
      await database.close();
    }
    expect(keptAt && existsSync(keptAt)).toBe(true);
    const kept = await openDatabase({ pgliteDir: keptAt as string });
    try {
      expect(await productRows(kept)).toHaveLength(before.length - 1);
    } finally {
      await kept.close();
    }
    // Four openings of an embedded database, the first applying 51 migrations: 20 s is not enough
    // beside the crash tests on 2 cores.
  }, 60_000);

  it('is refused while another process holds it, and taken over from a process that died', async () => {
    const dir = await embeddedShop('in-use');
    const file = join(root, 'in-use.tar.gz');
    const open = await openDatabase({ pgliteDir: dir });
    try {
      await expect(backupDatabase({ pgliteDir: dir }, file)).rejects.toThrow(DataDirInUseError);
      await expect(backupDatabase({ pgliteDir: dir }, file)).rejects.toThrow(
        `in use by process ${process.pid}`,
      );
      await expect(restoreDatabase({ pgliteDir: dir }, file)).rejects.toThrow(BackupError);
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirInUseError);
    } finally {
      await open.close();
    }
    // The API was killed: its lock names a process that no longer exists.
    await writeFile(`${dir}.lock`, '2147483646');
    await backupDatabase({ pgliteDir: dir }, file);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a file that is not a backup of its kind, and changes nothing', async () => {
    const dir = await embeddedShop('wrong-file');
    const file = join(root, 'postgres.dump');
    await writeFile(file, 'PGDMP not for an embedded database');
    await expect(restoreDatabase({ pgliteDir: dir }, file)).rejects.toThrow(
      'is not a backup of the embedded database',
    );
    await expect(restoreDatabase({ pgliteDir: dir }, join(root, 'missing.tar.gz'))).rejects.toThrow(
      'No backup at',
    );
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const [row] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(row?.count).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(template.kind === 'postgres')('PostgreSQL', () => {
  it('is as it was after pg_dump, a change and pg_restore', async () => {
    if (template.kind !== 'postgres') return;
    const name = uniqueDatabaseName('shop_test');
    await createDatabase(template.adminUrl, name, template.template);
    const url = databaseUrl(template.adminUrl, name);
    try {
      let database = await openDatabase({ url, poolSize: 1 });
      await insertCatalogue(database.db, join(root, 'media-pg'), generateCatalogue(6));
      const [job] = await queryRows<{ id: string }>(
        database.db,
        sql`insert into pgboss.job (name, data) values ('mail.deliver', '{"to":"a@example.com"}') returning id::text as id`,
      );
      const before = await productRows(database);
      await database.close();

      const file = join(root, 'drill.dump');
      await backupDatabase({ url }, file);

      database = await openDatabase({ url, poolSize: 1 });
      await damage(database);
      await database.close();

      await expect(restoreDatabase({ url }, join(root, 'drill.tar.gz'))).rejects.toThrow(
        'is not a PostgreSQL backup',
      );
      await restoreDatabase({ url }, file);
      database = await openDatabase({ url, poolSize: 1 });
      try {
        expect(await productRows(database)).toEqual(before);
        // Sequences come back too: the next product continues after the restored ones.
        const [next] = await queryRows<{ id: number }>(
          database.db,
          sql`select nextval('products_id_seq')::int as id`,
        );
        expect(next?.id).toBeGreaterThan(Math.max(...before.map((row) => row.id)));
        // A mail waiting to be sent is in the backup: the job queue came back with it.
        const jobs = await queryRows<{ state: string }>(
          database.db,
          sql`select state::text as state from pgboss.job where id = ${job?.id}::uuid`,
        );
        expect(jobs).toEqual([{ state: 'created' }]);
      } finally {
        await database.close();
      }
    } finally {
      await dropDatabase(template.adminUrl, name);
    }
  });
});
