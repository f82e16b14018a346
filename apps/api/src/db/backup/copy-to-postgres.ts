import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase, queryRows } from '../client.ts';
import { migrationsApplied } from '../migration-state.ts';
import { BackupError } from './backup.ts';
import { copyJobQueue } from './copy-job-queue.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface TableShape {
  name: string;
  /** The columns an insert may set (generated ones are computed by the target). */
  columns: string[];
  /** Tables whose rows this one's foreign keys point at, itself excluded. */
  references: Set<string>;
  /** A foreign key to its own table (a tree such as a menu): parents are copied before children. */
  selfReference?: { column: string; referenced: string };
}

export interface CopiedTable {
  table: string;
  rows: number;
}

/** The tables of the public schema, their insertable columns and foreign keys, read from the target. */
async function tableShapes(client: pg.Client): Promise<TableShape[]> {
  const columns = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r' and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await client.query<{
    table: string;
    target: string;
    column: string | null;
    referenced: string | null;
  }>(
    `select c.relname as table, r.relname as target,
            case when cardinality(con.conkey) = 1 then
              (select attname from pg_attribute where attrelid = con.conrelid and attnum = con.conkey[1]) end as column,
            case when cardinality(con.confkey) = 1 then
              (select attname from pg_attribute where attrelid = con.confrelid and attnum = con.confkey[1]) end as referenced
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_class r on r.oid = con.confrelid
       join pg_namespace n on n.oid = con.connamespace
      where con.contype = 'f' and n.nspname = 'public'`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns.rows) {
    const shape = shapes.get(row.table) ?? { name: row.table, columns: [], references: new Set<string>() };
    shape.columns.push(row.column);
    shapes.set(row.table, shape);
  }
  for (const key of keys.rows) {
    const shape = shapes.get(key.table);
    if (!shape) continue;
    if (key.target !== key.table) shape.references.add(key.target);
    else if (key.column && key.referenced)
      shape.selfReference = { column: key.column, referenced: key.referenced };
    else
      throw new BackupError(
        `Table ${key.table} refers to itself through several columns; it cannot be ordered.`,
      );
  }
  return [...shapes.values()];
}

/** The tables in an order where every row's foreign keys point at rows already copied. */
export function foreignKeyOrder(shapes: TableShape[]): TableShape[] {
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  const ordered: TableShape[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (shape: TableShape, path: string[]) => {
    const seen = state.get(shape.name);
    if (seen === 'done') return;
    if (seen === 'visiting')
      throw new BackupError(`Foreign keys form a cycle: ${[...path, shape.name].join(' → ')}.`);
    state.set(shape.name, 'visiting');
    for (const name of [...shape.references].sort()) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, [...path, shape.name]);
    }
    state.set(shape.name, 'done');
    ordered.push(shape);
  };
  for (const shape of [...shapes].sort((a, b) => a.name.localeCompare(b.name))) visit(shape, []);
  return ordered;
}

/** One batch of a table's rows as JSON text, parents first for a tree; the text is never parsed here. */
function batchQuery(shape: TableShape, limit: number, offset: number) {
  const table = quote(shape.name);
  const tree = shape.selfReference;
  if (!tree) {
    return sql.raw(
      `select coalesce(json_agg(r), '[]')::text as rows from (select * from ${table} order by ctid limit ${limit} offset ${offset}) r`,
    );
  }
  const column = quote(tree.column);
  const referenced = quote(tree.referenced);
  return sql.raw(
    `with recursive depth(key, level) as (
       select ${referenced}, 0 from ${table} where ${column} is null
       union all select child.${referenced}, depth.level + 1 from ${table} child join depth on child.${column} = depth.key)
     select coalesce(json_agg(r), '[]')::text as rows from (
       select t.* from ${table} t join depth on t.${referenced} = depth.key
        order by depth.level, t.ctid limit ${limit} offset ${offset}) r`,
  );
}

/** Tables the migrations themselves fill (countries, instalment steps…): a migrated database is not empty of them. */
function tablesFilledByMigrations(): Set<string> {
  const statements = readMigrationFiles({ migrationsFolder }).flatMap((migration) => migration.sql);
  return new Set(
    statements.flatMap((statement) =>
      [...statement.matchAll(/insert\s+into\s+(?:"?public"?\.)?"?(\w+)"?/gi)].map((match) => match[1] ?? ''),
    ),
  );
}

/** Tables holding rows the shop wrote, so not an empty database. */
async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const reference = tablesFilledByMigrations();
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const filled: string[] = [];
  for (const { name } of tables.rows) {
    if (reference.has(name)) continue;
    const found = await client.query(`select 1 from ${quote(name)} limit 1`);
    if (found.rowCount) filled.push(name);
  }
  return filled;
}

/**
 * Copies every table of the embedded database `source` (migrated, and open in this process
 * only) into the empty PostgreSQL database at `targetUrl`: the target is refused when a table
 * holds rows other than those migrations insert, migrated to the same schema, filled in one
 * transaction in foreign-key order (the migrations' rows replaced by the source's, the tables'
 * triggers not firing), the job queue's jobs with them, and its sequences set to continue after
 * the copied ids (and never below the source's).
 */
export async function copyToPostgres(
  source: Database,
  targetUrl: string,
  options: { batchRows?: number } = {},
): Promise<CopiedTable[]> {
  const batchRows = options.batchRows ?? 500;
  const sourceState = await migrationsApplied(source.db);
  if (!sourceState.current) throw new BackupError('The embedded database is not migrated to this version.');

  const client = new pg.Client({ connectionString: targetUrl });
  try {
    await client.connect();
  } catch (error) {
    const reason =
      (error as { code?: string }).code === '3D000' ? 'it does not exist (createdb it first)' : String(error);
    throw new BackupError(`Cannot connect to the target database: ${reason}.`);
  }
  try {
    const filled = await tablesWithRows(client);
    if (filled.length > 0) {
      throw new BackupError(
        `The target database is not empty (rows in ${filled.join(', ')}); nothing was copied.`,
      );
    }
    const target = await openDatabase({ url: targetUrl, poolSize: 1 });
    try {
      await target.migrate();
    } finally {
      await target.close();
    }

    const copied: CopiedTable[] = [];
    await client.query('begin');
    try {
      const shapes = foreignKeyOrder(await tableShapes(client));
      const tables = shapes.map((shape) => quote(shape.name));
      // The rows migrations put in come from the source as well, as the shop has them now.
      await client.query(`truncate table ${tables.join(', ')}`);
      // The catalogue's change feed is copied as the source has it: its triggers must not add to
      // it while rows go in. Foreign keys stay checked (they are system triggers).
      for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
      for (const shape of shapes) {
        const columns = shape.columns.map(quote).join(', ');
        let rows = 0;
        for (let offset = 0; ; offset += batchRows) {
          const [batch] = await queryRows<{ rows: string }>(source.db, batchQuery(shape, batchRows, offset));
          const json = batch?.rows ?? '[]';
          if (json === '[]') break;
          const inserted = await client.query(
            `insert into ${quote(shape.name)} (${columns}) overriding system value
             select ${columns} from json_populate_recordset(null::${quote(shape.name)}, $1::json)`,
            [json],
          );
          rows += inserted.rowCount ?? 0;
        }
        const [counted] = await queryRows<{ count: number }>(
          source.db,
          sql.raw(`select count(*)::int as count from ${quote(shape.name)}`),
        );
        if ((counted?.count ?? 0) !== rows) {
          throw new BackupError(`Table ${shape.name}: ${counted?.count} rows in the source, ${rows} copied.`);
        }
        copied.push({ table: shape.name, rows });
      }
      copied.push(...(await copyJobQueue(source, client, batchRows)));
      for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
      await setSequences(source, client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return copied;
  } finally {
    await client.end();
  }
}

/** Every sequence of the target continues after the source's value and after its column's largest id. */
async function setSequences(source: Database, client: pg.Client): Promise<void> {
  const sequences = await client.query<{ sequence: string; table: string | null; column: string | null }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
            and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
       left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of sequences.rows) {
    const [state] = await queryRows<{ last: string; called: boolean }>(
      source.db,
      sql.raw(`select last_value::text as last, is_called as called from public.${quote(sequence)}`),
    );
    const sourceNext = state ? BigInt(state.last) + (state.called ? 1n : 0n) : 1n;
    let next = sourceNext;
    if (table && column) {
      const max = await client.query<{ max: string | null }>(
        `select max(${quote(column)})::text as max from ${quote(table)}`,
      );
      const after = BigInt(max.rows[0]?.max ?? '0') + 1n;
      if (after > next) next = after;
    }
    await client.query('select setval($1::regclass, $2::bigint, false)', [
      `public.${quote(sequence)}`,
      next.toString(),
    ]);
  }
}
