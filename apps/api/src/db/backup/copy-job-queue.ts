import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Database, queryRows } from '../client.ts';
import { BackupError } from './backup.ts';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface QueueRow {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
  retention_minutes: number | null;
  dead_letter: string | null;
  created_on: string;
  updated_on: string;
}

/** The job queue's tables holding jobs and their settings, each with the key its rows are read in. */
const JOB_TABLES = [
  { table: 'schedule', key: 'name' },
  { table: 'subscription', key: 'event, name' },
  { table: 'job', key: 'name, id' },
  { table: 'archive', key: 'name, id' },
];

/** Queues in an order where a queue's dead letter queue comes before it. */
function deadLettersFirst(queues: QueueRow[]): QueueRow[] {
  const ordered: QueueRow[] = [];
  const placed = new Set<string>();
  let left = queues;
  while (left.length > 0) {
    const ready = left.filter((queue) => !queue.dead_letter || placed.has(queue.dead_letter));
    if (ready.length === 0) throw new BackupError('The job queue’s dead letter queues form a cycle.');
    for (const queue of ready) {
      ordered.push(queue);
      placed.add(queue.name);
    }
    left = left.filter((queue) => !placed.has(queue.name));
  }
  return ordered;
}

/**
 * Copies the job queue (pg-boss's `pgboss` schema, which the migrations install on both sides)
 * so that no job waiting to run, such as a mail not yet sent, is lost by the move. Each queue is
 * created through pg-boss's own function, which gives it its partition of the job table, then
 * takes the source's settings; the jobs are inserted through the partitioned table. Runs inside
 * the caller's transaction; the target's schema version row stays the one its migrations wrote.
 */
export async function copyJobQueue(
  source: Database,
  client: pg.Client,
  batchRows: number,
): Promise<{ table: string; rows: number }[]> {
  const queues = await queryRows<QueueRow>(
    source.db,
    sql`select name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes,
               dead_letter, created_on::text as created_on, updated_on::text as updated_on
          from pgboss.queue order by name`,
  );
  for (const queue of deadLettersFirst(queues)) {
    const options = {
      policy: queue.policy,
      retryLimit: queue.retry_limit,
      retryDelay: queue.retry_delay,
      retryBackoff: queue.retry_backoff,
      expireInSeconds: queue.expire_seconds,
      retentionMinutes: queue.retention_minutes,
      deadLetter: queue.dead_letter,
    };
    await client.query('select pgboss.create_queue($1, $2::json)', [queue.name, JSON.stringify(options)]);
    await client.query(
      `update pgboss.queue set policy = $2, retry_limit = $3, retry_delay = $4, retry_backoff = $5,
              expire_seconds = $6, retention_minutes = $7, dead_letter = $8, created_on = $9, updated_on = $10
        where name = $1`,
      [
        queue.name,
        queue.policy,
        queue.retry_limit,
        queue.retry_delay,
        queue.retry_backoff,
        queue.expire_seconds,
        queue.retention_minutes,
        queue.dead_letter,
        queue.created_on,
        queue.updated_on,
      ],
    );
  }
  const copied = [{ table: 'pgboss.queue', rows: queues.length }];

  for (const { table, key } of JOB_TABLES) {
    const qualified = `pgboss.${quote(table)}`;
    const columns = (
      await client.query<{ column: string }>(
        `select a.attname as column from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
        [qualified],
      )
    ).rows
      .map((row) => quote(row.column))
      .join(', ');
    let rows = 0;
    for (let offset = 0; ; offset += batchRows) {
      const [batch] = await queryRows<{ rows: string }>(
        source.db,
        sql.raw(
          `select coalesce(json_agg(r), '[]')::text as rows from (select * from ${qualified} order by ${key} limit ${batchRows} offset ${offset}) r`,
        ),
      );
      const json = batch?.rows ?? '[]';
      if (json === '[]') break;
      const inserted = await client.query(
        `insert into ${qualified} (${columns}) select ${columns} from json_populate_recordset(null::${qualified}, $1::json)`,
        [json],
      );
      rows += inserted.rowCount ?? 0;
    }
    const [counted] = await queryRows<{ count: number }>(
      source.db,
      sql.raw(`select count(*)::int as count from ${qualified}`),
    );
    if ((counted?.count ?? 0) !== rows) {
      throw new BackupError(`Table pgboss.${table}: ${counted?.count} rows in the source, ${rows} copied.`);
    }
    copied.push({ table: `pgboss.${table}`, rows });
  }
  return copied;
}
