/**
 * Crash safety of sales documents on a real PostgreSQL server (`TEST_DATABASE_URL`, issue 31):
 * a process of its own (`test-crash-child.ts`) confirms the payments of 200 orders, which issues
 * their receipts and invoices, and sends them to a local myDATA answering as AADE documents it
 * (`test-mydata-server.ts`). It is killed with SIGKILL at several points (after a number of
 * documents, while myDATA holds a document whose answer never reaches the shop, just after an
 * answer, during the look-up of what myDATA holds) and started again until it finishes. Then:
 * every series numbered 1..N without gap or duplicate, one document per order, each transmitted,
 * and myDATA received each exactly once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, count, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { documentCounters, documents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { databaseUrl } from '../../test/test-database.ts';
import { seriesLabel } from './numbering.ts';
import { RecordedMyData } from './test-mydata-server.ts';
import { documentsWorld, placeOrder } from './test-world.ts';

const ORDERS = 200;
/** Every fifth order asks for an invoice (series I), the others get a receipt (series R). */
const INVOICE_EVERY = 5;

type Trigger =
  | { kind: 'documents'; atLeast: number }
  | {
      kind: 'call';
      path: 'SendInvoices' | 'RequestTransmittedDocs';
      stage: 'before_answer' | 'answered';
      nth: number;
    };

/** Where each run is killed, in order; the run after the last is left to finish. */
const KILLS: Trigger[] = [
  { kind: 'documents', atLeast: 25 },
  // myDATA holds the document, the shop never learns its MARK: the unknown outcome.
  { kind: 'call', path: 'SendInvoices', stage: 'before_answer', nth: 3 },
  // The next run must ask what myDATA holds before sending it again; killed while it asks.
  { kind: 'call', path: 'RequestTransmittedDocs', stage: 'before_answer', nth: 1 },
  { kind: 'documents', atLeast: 90 },
  { kind: 'call', path: 'SendInvoices', stage: 'answered', nth: 5 },
  { kind: 'call', path: 'SendInvoices', stage: 'before_answer', nth: 8 },
  { kind: 'documents', atLeast: 160 },
];

describe.runIf(process.env.TEST_DATABASE_URL)(
  'crash safety: SIGKILL while issuing and transmitting 200 documents (PostgreSQL)',
  () => {
    let t: TestApp;
    let mediaDir: string;
    let url: string;
    const orderIds: number[] = [];
    const myData = new RecordedMyData();
    let child: ChildProcess | undefined;
    const db = () => t.database.db;

    beforeAll(async () => {
      t = await createTestApp();
      const world = await documentsWorld(t);
      for (let index = 0; index < ORDERS; index++) {
        const invoice = index % INVOICE_EVERY === 0;
        orderIds.push(
          await placeOrder(t, world, {
            payment: 'card',
            ...(invoice
              ? {
                  form: {
                    rt: 'invoice',
                    cnm: 'Φαρμακαποθήκη Α.Ε.',
                    irs: 'ΔΟΥ Λάρισας',
                    job: 'Χονδρεμπόριο',
                    vat: '094014201',
                  },
                }
              : {}),
          }),
        );
      }
      // The orders are written: the in-process app closes (its documents listener with it); its
      // pool stays open for the checks, and `t.close()` drops the database at the end.
      await t.app.close();
      const [current] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
      url = databaseUrl(process.env.TEST_DATABASE_URL ?? '', current?.name ?? '');
      mediaDir = await mkdtemp(join(tmpdir(), 'shop-documents-crash-'));
      await myData.start();
    }, 180_000);

    afterAll(async () => {
      child?.kill('SIGKILL');
      await myData.stop();
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
      await t?.close();
    });

    function start(): { process: ChildProcess; exited: Promise<number | null>; output: () => string } {
      let output = '';
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/modules/documents/test-crash-child.ts'],
        {
          cwd: new URL('../../..', import.meta.url).pathname,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            DATABASE_URL: url,
            ORDER_IDS: orderIds.join(','),
            MYDATA_FAKE_URL: myData.url,
            MEDIA_DIR: mediaDir,
          },
        },
      );
      for (const stream of [started.stdout, started.stderr])
        stream?.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-4000);
        });
      child = started;
      const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
      return { process: started, exited, output: () => output };
    }

    const issuedCount = async () =>
      (await db().select({ value: count() }).from(documents).where(inArray(documents.orderId, orderIds)))[0]
        ?.value ?? 0;

    /** Indexes in `myData.received` of the documents myDATA held when a kill cut off its answer. */
    const unanswered: number[] = [];

    async function killAt(trigger: Trigger): Promise<string> {
      const run = start();
      const kill = async () => {
        run.process.kill('SIGKILL');
        await run.exited;
      };
      const deadline = Date.now() + 90_000;
      if (trigger.kind === 'documents') {
        while ((await issuedCount()) < trigger.atLeast) {
          if (run.process.exitCode !== null || Date.now() > deadline)
            throw new Error(`the run ended before ${trigger.atLeast} documents:\n${run.output()}`);
          await sleep(10);
        }
        await kill();
        return `after ${await issuedCount()} documents`;
      }
      let seen = 0;
      let killed: Promise<void> | undefined;
      myData.hook = async (call) => {
        if (call.path !== trigger.path || call.stage !== trigger.stage || killed) return;
        seen += 1;
        if (seen === trigger.nth) {
          if (call.path === 'SendInvoices' && call.stage === 'before_answer')
            unanswered.push(myData.received.length - 1);
          killed = kill();
          await killed;
        }
      };
      while (!killed) {
        if (run.process.exitCode !== null || Date.now() > deadline)
          throw new Error(
            `the run ended before ${trigger.path} ${trigger.stage} #${trigger.nth}:\n${run.output()}`,
          );
        await sleep(10);
      }
      await killed;
      myData.hook = undefined;
      return `${trigger.path} #${trigger.nth} ${trigger.stage === 'answered' ? 'just answered' : trigger.path === 'SendInvoices' ? 'held by myDATA, unanswered' : 'unanswered'} (${await issuedCount()} documents)`;
    }

    it(`issues and transmits the documents of ${ORDERS} paid orders through ${KILLS.length} SIGKILLs: no gap, no duplicate, each sent once`, async () => {
      const began = performance.now();
      const kills: string[] = [];
      for (const trigger of KILLS) kills.push(await killAt(trigger));
      const last = start();
      expect(await last.exited, last.output()).toBe(0);
      console.info(
        `documents crash safety: kills ${kills.join('; ')}; myDATA received ${myData.received.length} documents, ` +
          `${myData.lookups} look-ups, ${myData.duplicates} duplicates; ${Math.round(performance.now() - began)} ms`,
      );

      const rows = await db()
        .select()
        .from(documents)
        .where(inArray(documents.orderId, orderIds))
        .orderBy(asc(documents.series), asc(documents.number));
      // One document per order: a receipt, or an invoice for every fifth.
      expect(rows).toHaveLength(ORDERS);
      expect(new Set(rows.map((row) => row.orderId)).size).toBe(ORDERS);
      const bySeries = new Map(
        ['R', 'I'].map((series) => [series, rows.filter((row) => row.series === series)]),
      );
      expect(bySeries.get('R')?.length).toBe(ORDERS - ORDERS / INVOICE_EVERY);
      expect(bySeries.get('I')?.length).toBe(ORDERS / INVOICE_EVERY);
      // Numbered 1..N per series, no gap, no duplicate, and no number taken and lost.
      const counters = await db().select().from(documentCounters);
      for (const [series, ofSeries] of bySeries) {
        expect(
          ofSeries.map((row) => row.number),
          series,
        ).toEqual(Array.from({ length: ofSeries.length }, (_, index) => index + 1));
        expect(counters.find((counter) => counter.series === series)?.lastNumber).toBe(ofSeries.length);
      }
      // Each transmitted with the MARK myDATA gave it, and myDATA received each exactly once.
      expect(myData.duplicates).toBe(0);
      expect(myData.received).toHaveLength(ORDERS);
      for (const row of rows) {
        const label = `${seriesLabel(row.series, row.year)} ${row.number}`;
        expect(row.transmission, label).toBe('transmitted');
        const received = myData.received.filter(
          (sent) =>
            sent.series === seriesLabel(row.series, row.year) &&
            sent.aa === String(row.number) &&
            sent.invoiceType === row.invoiceType,
        );
        expect(received, label).toHaveLength(1);
        const held = myData.held.find(
          (candidate) => candidate.series === received[0]?.series && candidate.aa === received[0]?.aa,
        );
        expect(row.mark, label).toBe(held?.mark);
      }
      // The documents whose answer never came were found by asking myDATA, not sent again.
      expect(unanswered).toHaveLength(2);
      expect(myData.lookups).toBeGreaterThanOrEqual(2);
      for (const index of unanswered) {
        const sent = myData.received[index];
        const row = rows.find(
          (candidate) =>
            seriesLabel(candidate.series, candidate.year) === sent?.series &&
            String(candidate.number) === sent?.aa,
        );
        expect(row?.attempts, `${sent?.series} ${sent?.aa}`).toBeGreaterThan(1);
      }
    }, 900_000);
  },
);
