import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, embeddedClient, queryRows } from '../../db/client.ts';

/** A result with rows, as node-postgres answers. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** What pg-boss sends its SQL through (its `db` option): text with `$n` parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

/** An executor of pg-boss's own, with what it has started, so closing waits for every query in flight. */
export interface JobsConnection extends SqlExecutor {
  /** Runs the statements in one transaction on one connection: all commit, or none. */
  transaction(statements: { text: string; values: unknown[] }[]): Promise<void>;
  /** Waits until no query is in flight; answers whether there was one to wait for. */
  settle(): Promise<boolean>;
  /** Releases the connections that are the runner's own; no query may follow. */
  close(): Promise<void>;
}

/**
 * pg-boss's `$n` text as a drizzle query: inside the caller's transaction the job is inserted
 * on the transaction's own connection, so it commits or rolls back with the change that caused it.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    executeSql: async (text, values = []) => ({
      rows: await queryRows<Record<string, unknown>>(tx, withParameters(text, values)),
    }),
  };
}

function withParameters(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    // drizzle leaves an undefined value out of the query; pg-boss means SQL null by it.
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)),
  );
}

/**
 * The job runner's connection to the app's database. On PostgreSQL a small pool of its own, so
 * job work never waits for request handling's connections nor takes them. On the embedded
 * PGlite, its one connection, which serialises every statement: a script without parameters
 * (pg-boss's locked maintenance, `BEGIN; …; COMMIT;`) runs inside one PGlite transaction, so a
 * failing statement is rolled back there and never leaves the shared connection in an aborted
 * transaction for the app's next query.
 */
export function jobsConnection(db: Db, poolSize: number): JobsConnection {
  const embedded = embeddedClient(db);
  const client = (db as unknown as { $client?: unknown }).$client;
  let execute: SqlExecutor['executeSql'];
  let transaction: JobsConnection['transaction'];
  let release = async () => {};
  if (embedded) {
    execute = async (text, values) => {
      if (values && values.length > 0) return embedded.query<Record<string, unknown>>(text, values);
      const results = await embedded.transaction((tx) => tx.exec(text));
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    };
    transaction = async (statements) => {
      await embedded.transaction(async (tx) => {
        for (const { text, values } of statements) await tx.query(text, values);
      });
    };
  } else if (client instanceof pg.Pool) {
    const pool = new pg.Pool({ ...client.options, max: poolSize, application_name: 'shop-jobs' });
    // A connection the server drops must not crash the process; the pool opens another.
    pool.on('error', (error) => process.emitWarning(`idle job-queue connection lost: ${error.message}`));
    execute = (text, values) =>
      pool.query(text, values && values.length > 0 ? (values as unknown[]) : undefined);
    transaction = async (statements) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        for (const { text, values } of statements) await connection.query(text, values);
        await connection.query('commit');
      } catch (error) {
        await connection.query('rollback').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    };
    release = () => pool.end();
  } else {
    throw new Error('jobs need the PGlite or node-postgres client of the app database');
  }
  const inFlight = new Set<Promise<unknown>>();
  return {
    transaction,
    executeSql: (text, values) => {
      const running = execute(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    settle: async () => {
      let waited = false;
      // pg-boss records a finished job's outcome without awaiting it: a turn of the event loop
      // lets such a query start before the last look.
      do {
        if (inFlight.size > 0) {
          waited = true;
          await Promise.allSettled([...inFlight]);
        }
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
      return waited;
    },
    close: release,
  };
}
