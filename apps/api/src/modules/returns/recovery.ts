import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { orderReturns } from '../../db/schema/returns.ts';
import { ReturnsWorkflow } from './refunding.ts';

/** How far back the sweep looks: a return refunded longer ago without its note has no sale document to credit. */
const RECOVERY_DAYS = 7;
const DAY_MS = 86_400_000;
/** Returns completed in one run; the next run takes the rest. */
const BATCH = 50;

/**
 * The returns workflow's repair of a refund a stopped process left half-done (decision 048). The
 * refund's transaction commits the return as refunded with its side effects and the refund's
 * row; the credit note and the provider's call come after the commit. A return refunded at least
 * `staleSeconds` ago (longer than the request that refunded it may still be running) and in the
 * last `RECOVERY_DAYS`, without a credit note, gets it by its key `return:<id>`, and its refund is
 * sent by the refund row's key, exactly as a repeated request of staff would: whatever was done
 * already is not done again. (A refund row left unsent behind a note is the payments sweep's.)
 */
export class ReturnsRecovery extends ReturnsWorkflow {
  /** Completes the refunded returns that lack their credit note; answers how many it completed. */
  async completeRefunds(staleSeconds: number, now = new Date()): Promise<number> {
    const rows = await this.db
      .select()
      .from(orderReturns)
      .where(
        and(
          eq(orderReturns.status, 'refunded'),
          isNull(orderReturns.creditNoteId),
          lt(orderReturns.updatedAt, new Date(now.getTime() - staleSeconds * 1000)),
          gt(orderReturns.updatedAt, new Date(now.getTime() - RECOVERY_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(orderReturns.id))
      .limit(BATCH);
    let completed = 0;
    for (const row of rows) {
      try {
        await this.settle(row, await this.orderOf(row));
        if ((await this.byId(row.id)).creditNoteId !== null) completed += 1;
      } catch (error) {
        // One return's failure waits for the next run; the others are still completed.
        this.log.error({ err: error, return: row.id }, 'returns sweep: refund not completed');
      }
    }
    return completed;
  }
}
