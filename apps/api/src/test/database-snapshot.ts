/**
 * The database, table by table: each table's row count and a hash of its rows, and each
 * sequence's last value, to show that requests changed nothing (`bad-input.test.ts`).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { TestApp } from './index.ts';

interface TableState {
  rows: number;
  hash: string;
}

/** Table name (or `sequence <name>`) → its state. */
export type DatabaseSnapshot = Record<string, TableState>;

export async function snapshot(t: TestApp): Promise<DatabaseSnapshot> {
  const { db } = t.database;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const state: DatabaseSnapshot = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const [row] = await queryRows<{ rows: number; hash: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash
         from public.${quoted} t`,
      ),
    );
    if (row) state[name] = { rows: Number(row.rows), hash: row.hash };
  }
  // A sequence moves when a request got as far as an insert, even one rolled back.
  const sequences = await queryRows<{ name: string; value: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, value } of sequences) state[`sequence ${name}`] = { rows: 0, hash: value ?? 'unused' };
  return state;
}
