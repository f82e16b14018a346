/**
 * Crash safety of a return's refund on a real PostgreSQL server (`TEST_DATABASE_URL`): staff's
 * refund runs in a process of its own (`test-refund-crash-child.ts`), which is killed with
 * SIGKILL after the refund's transaction has committed (return refunded, points moved, refund
 * row written) and before the rest is done. The test holds the lock the next step needs, sees
 * the commit and the child waiting, kills it, and lets go:
 * - before the credit note (the sale document's row, which a credit note locks);
 * - after the credit note, before the provider is called (the refund row, which the send claims).
 * Then the sweeps run, as after a restart, twice: one provider refund, one credit note for the
 * refund, points moved once, one refund mail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import {
  documents,
  loyaltyTransactions,
  mailOutbox,
  orderReturns,
  paymentRefunds,
} from '../../db/schema/index.ts';
import { databaseUrl } from '../../test/test-database.ts';
import { staffMemberId } from '../staff/test-fixtures.ts';
import { type ReturnsWorld, receivedReturn, returnsWorld } from './test-world.ts';

type Stop = 'before_credit_note' | 'before_provider';

describe.runIf(process.env.TEST_DATABASE_URL)(
  'crash safety: SIGKILL after a return refund commits (PostgreSQL)',
  () => {
    let world: ReturnsWorld;
    let url: string;
    let mediaDir: string;
    let staffId: number;
    let child: ChildProcess | undefined;
    const db = () => world.t.database.db;

    beforeAll(async () => {
      world = await returnsWorld();
      staffId = await staffMemberId(world.t);
      const [current] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`);
      url = databaseUrl(process.env.TEST_DATABASE_URL ?? '', current?.name ?? '');
      mediaDir = await mkdtemp(join(tmpdir(), 'shop-refund-crash-'));
    }, 120_000);

    afterAll(async () => {
      child?.kill('SIGKILL');
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
      await world?.t.close();
    });

    async function until(what: string, check: () => Promise<boolean>, output: () => string) {
      const deadline = Date.now() + 60_000;
      while (!(await check())) {
        if (child?.exitCode !== null || Date.now() > deadline)
          throw new Error(`the refund process ended or took too long before ${what}:\n${output()}`);
        await sleep(20);
      }
    }

    /** A received return (`receivedReturn`) with its order's sale document. */
    async function receivedReturnWithSale() {
      const { order, id } = await receivedReturn(world, staffId);
      const [sale] = await db()
        .select()
        .from(documents)
        .where(and(eq(documents.orderId, order.id), eq(documents.sourceKey, `order:${order.id}:sale`)));
      if (!sale) throw new Error('the order has no sale document');
      return { order, returnId: id, saleId: sale.id };
    }

    /** Holds a row lock in a transaction of its own until released. */
    async function hold(lock: (tx: Db) => Promise<unknown>) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let acquired = () => {};
      const ready = new Promise<void>((resolve) => {
        acquired = resolve;
      });
      const done = db().transaction(async (tx) => {
        await lock(tx);
        acquired();
        await released;
      });
      await Promise.race([ready, done]);
      return async () => {
        release();
        await done;
      };
    }

    /** Runs the refund in its own process and kills it at `stop`, holding the lock it would wait for. */
    async function refundKilledAt(stop: Stop, target: Awaited<ReturnType<typeof receivedReturnWithSale>>) {
      let output = '';
      const log = () => output;
      const waiting = async () =>
        ((
          await queryRows<{ n: number }>(
            db(),
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )
        )[0]?.n ?? 0) > 0;
      const refunded = async () =>
        (await db().select().from(orderReturns).where(eq(orderReturns.id, target.returnId)))[0]?.status ===
        'refunded';
      const credited = async () =>
        (await db().select().from(documents).where(eq(documents.creditsDocumentId, target.saleId))).length >
        0;
      const releaseSale = await hold((tx) =>
        tx.select().from(documents).where(eq(documents.id, target.saleId)).for('update'),
      );
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/modules/returns/test-refund-crash-child.ts'],
        {
          cwd: new URL('../../..', import.meta.url).pathname,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            DATABASE_URL: url,
            MEDIA_DIR: mediaDir,
            RETURN_ID: String(target.returnId),
            STAFF_ID: String(staffId),
          },
        },
      );
      child = started;
      for (const stream of [started.stdout, started.stderr])
        stream?.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-4000);
        });
      const exited = new Promise((resolve) => started.once('exit', resolve));
      await until('the commit', refunded, log);
      await until('waiting for the sale document', waiting, log);
      if (stop === 'before_credit_note') {
        started.kill('SIGKILL');
        await exited;
        await releaseSale();
        return;
      }
      // The refund row is written: hold it too, let the credit note through, and kill the
      // process once it waits to send the refund.
      const releaseRow = await hold((tx) =>
        tx
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.key, `return:${target.returnId}`))
          .for('update'),
      );
      await releaseSale();
      await until('the credit note', credited, log);
      await until('waiting for the refund row', waiting, log);
      started.kill('SIGKILL');
      await exited;
      await releaseRow();
    }

    async function sweepTwice() {
      const { refunds, returnsRecovery } = world.t.services;
      for (let run = 0; run < 2; run += 1) {
        await returnsRecovery.completeRefunds(0, new Date(Date.now() + 1000));
        await refunds.recover(0, new Date(Date.now() + 1000));
      }
    }

    async function expectCompletedOnce(target: Awaited<ReturnType<typeof receivedReturnWithSale>>) {
      const [row] = await db().select().from(orderReturns).where(eq(orderReturns.id, target.returnId));
      expect(row?.status).toBe('refunded');
      expect(row?.creditNoteId).not.toBeNull();
      const refundCents = row?.refund?.totals.refundCents ?? 0;
      expect(refundCents).toBe(1990);
      const moneyBack = await db()
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, target.order.id));
      expect(moneyBack).toHaveLength(1);
      expect(moneyBack[0]).toMatchObject({ status: 'completed', amountCents: refundCents });
      expect(moneyBack[0]?.providerRefundId).toMatch(/^sbxrf_/);
      const credits = await db()
        .select()
        .from(documents)
        .where(eq(documents.creditsDocumentId, target.saleId));
      expect(credits.map((credit) => [credit.id, credit.grossCents])).toEqual([
        [row?.creditNoteId, refundCents],
      ]);
      const points = await db()
        .select()
        .from(loyaltyTransactions)
        .where(like(loyaltyTransactions.source, `order:${target.order.code}:return:${target.returnId}%`));
      expect(points.map((entry) => entry.approvedPoints)).toEqual([
        -(row?.refund?.totals.pointsTakenBack ?? 0),
      ]);
      expect(row?.refund?.totals.pointsTakenBack).toBeGreaterThan(0);
      const mails = (await db().select().from(mailOutbox)).filter(
        (mail) => mail.subject.includes(target.order.code) && mail.text.includes('Σας επιστρέψαμε'),
      );
      expect(mails).toHaveLength(1);
      return moneyBack[0];
    }

    it('killed before the credit note: the sweeps issue it and send the refund, once', async () => {
      const target = await receivedReturnWithSale();
      await refundKilledAt('before_credit_note', target);
      const [left] = await db().select().from(orderReturns).where(eq(orderReturns.id, target.returnId));
      expect(left).toMatchObject({ status: 'refunded', creditNoteId: null });
      const [row] = await db()
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, target.order.id));
      expect(row).toMatchObject({ status: 'requested', tries: 0 });
      await sweepTwice();
      expect((await expectCompletedOnce(target))?.tries).toBe(1);
    }, 120_000);

    it('killed after the credit note, before the provider: the sweep sends the refund with its key, once', async () => {
      const target = await receivedReturnWithSale();
      await refundKilledAt('before_provider', target);
      const [row] = await db()
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, target.order.id));
      // The claim the process was waiting for may have been made for it after it died.
      expect(['requested', 'sending']).toContain(row?.status);
      await sweepTwice();
      await expectCompletedOnce(target);
    }, 120_000);
  },
);
