import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from '../../test/test-database.ts';
import { type Database, openDatabase, queryRows } from '../client.ts';
import { generateCatalogue } from '../seed/generator.ts';
import { insertCatalogue } from '../seed/insert-catalogue.ts';
import { copyToPostgres } from './copy-to-postgres.ts';

const template = inject('databaseTemplate');

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

// A PostgreSQL server is needed as the target: the run on PostgreSQL (TEST_DATABASE_URL) has one.
describe.runIf(template.kind === 'postgres')('db:migrate-to-postgres', () => {
  let root: string;
  let source: Database;
  let adminUrl: string;
  let targetName: string;
  let targetUrl: string;
  let counts: Map<string, number>;
  let pendingJob: string;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    adminUrl = template.adminUrl;
    root = await mkdtemp(join(tmpdir(), 'shop-to-postgres-'));
    source = await openDatabase({ pgliteDir: join(root, 'pglite') });
    await source.migrate();
    await insertCatalogue(source.db, join(root, 'media'), generateCatalogue(24));
    // A menu whose parent row was rewritten after its child: the child's row now comes first on disk.
    await source.db.execute(sql`insert into menu_items (id, menu_code, title_el, link_type, url)
      values (40, 'main', 'Περιποίηση', 'InternalUrl', '/c/care')`);
    await source.db.execute(sql`insert into menu_items (id, menu_code, parent_id, title_el, link_type, url)
      values (41, 'main', 40, 'Πρόσωπο', 'InternalUrl', '/c/face')`);
    await source.db.execute(sql`update menu_items set title_en = 'Care' where id = 40`);
    await source.db.execute(sql`select setval('menu_items_id_seq', 41)`);
    // Order codes handed out before: the sequence stands past them, with no order left to show it.
    await source.db.execute(sql`select setval('order_code_seq', 5000)`);
    const [job] = await queryRows<{ id: string }>(
      source.db,
      sql`insert into pgboss.job (name, data) values ('mail.deliver', '{"to":"a@example.com"}') returning id::text as id`,
    );
    pendingJob = job?.id ?? '';
    const tables = await queryRows<{ name: string }>(
      source.db,
      sql`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r'`,
    );
    counts = new Map();
    for (const { name } of tables) {
      const [row] = await queryRows<{ count: number }>(
        source.db,
        sql.raw(`select count(*)::int as count from "${name}"`),
      );
      counts.set(name, row?.count ?? 0);
    }
    targetName = uniqueDatabaseName('shop_test');
    await createDatabase(adminUrl, targetName);
    targetUrl = databaseUrl(adminUrl, targetName);
  });
  afterAll(async () => {
    if (template.kind !== 'postgres') return;
    await source?.close();
    await dropDatabase(adminUrl, targetName);
    await rm(root, { recursive: true, force: true });
  });

  it('copies every table into an empty database with the same rows', async () => {
    const copied = await copyToPostgres(source, targetUrl, { batchRows: 7 });
    const publicTables = copied.filter((table) => !table.table.startsWith('pgboss.'));
    expect(new Map(publicTables.map((table) => [table.table, table.rows]))).toEqual(counts);
    // The mail waiting to be sent is in the target's queue, ready for its workers.
    const [pending] = await query<{ name: string; state: string; data: { to: string } }>(
      targetUrl,
      `select name, state::text as state, data from pgboss.job where id = '${pendingJob}'`,
    );
    expect(pending).toEqual({ name: 'mail.deliver', state: 'created', data: { to: 'a@example.com' } });
    expect(copied).toContainEqual({ table: 'pgboss.job', rows: 1 });
    expect(counts.get('products')).toBeGreaterThanOrEqual(24);
    // Referenced tables first: a product's brand and categories before the product.
    const order = publicTables.map((table) => table.table);
    expect(order.indexOf('manufacturers')).toBeLessThan(order.indexOf('products'));
    expect(order.indexOf('products')).toBeLessThan(order.indexOf('product_images'));

    // Times as text in UTC: the two drivers turn timestamps into different JavaScript values.
    const columns = `id, code, name_el, name_en, price_cents, effective_price_cents,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as created_at`;
    const expected = await queryRows<Record<string, unknown>>(
      source.db,
      sql.raw(`select ${columns} from products order by id limit 5`),
    );
    const actual = await query(targetUrl, `select ${columns} from products order by id limit 5`);
    expect(actual).toEqual(expected);
    const menu = await query(
      targetUrl,
      'select id, parent_id, title_en from menu_items where id in (40, 41) order by id',
    );
    expect(menu).toEqual([
      { id: 40, parent_id: null, title_en: 'Care' },
      { id: 41, parent_id: 40, title_en: null },
    ]);
    // The search column is computed by the target from the copied names.
    const [found] = await query<{ count: string }>(
      targetUrl,
      `select count(*) as count from products where search_doc is not null`,
    );
    expect(Number(found?.count)).toBe(counts.get('products'));
  });

  it('continues every sequence past the copied ids and the source’s values', async () => {
    const [product] = await query<{ id: number; max: number }>(
      targetUrl,
      `select nextval('products_id_seq')::int as id, (select max(id) from products) as max`,
    );
    expect(product?.id).toBe((product?.max ?? 0) + 1);
    const [menu] = await query<{ id: number }>(targetUrl, `select nextval('menu_items_id_seq')::int as id`);
    expect(menu?.id).toBe(42);
    const [code] = await query<{ value: number }>(
      targetUrl,
      `select nextval('order_code_seq')::int as value`,
    );
    expect(code?.value).toBe(5001);
  });

  it('refuses a target that holds rows, and changes nothing in it', async () => {
    await expect(copyToPostgres(source, targetUrl)).rejects.toThrow('The target database is not empty');
    const [row] = await query<{ count: string }>(targetUrl, 'select count(*) as count from products');
    expect(Number(row?.count)).toBe(counts.get('products'));
  });
});
