import type { CarrierEventKind, OrderReturn } from '@shop/contract';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ReturnCarrier } from '../fulfilment/index.ts';
import { ReturnsService } from './service.ts';
import type { ReturnRow } from './views.ts';

/** After this long a claim without a voucher (a crash during the carrier's call) may be taken over. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Return parcels asked about per run of the poll. */
const POLL_BATCH = 200;
/** What a carrier says once it holds the parcel: it left the customer. */
const PICKED_UP: ReadonlySet<CarrierEventKind> = new Set([
  'accepted',
  'in_transit',
  'out_for_delivery',
  'delivered',
]);
const CARRIER_OF: Partial<Record<ReturnRow['method'], ReturnCarrier>> = { courier: 'acs', locker: 'boxnow' };

/**
 * The way back of a return (decision 048): approving a courier or locker return makes its return
 * voucher through the fulfilment carriers, once. The voucher is claimed on the return's row
 * (`ship_state = 'creating'`) by one conditional update before the carrier is called, so an
 * approval repeated or raced calls the carrier once and the others answer the return as it is; a
 * refusal or an unreachable carrier leaves `failed` with the words, and approving again retries.
 * The carrier's pickup scan (the poll) or staff move the return to in transit.
 */
export class ReturnShipping extends ReturnsService {
  /** Approves a requested return; approving an approved one answers it (and retries a failed voucher). */
  async approve(id: number, staffId: number): Promise<OrderReturn> {
    try {
      await this.step(id, staffId, ['requested'], 'approved', async () => ({}));
    } catch (error) {
      const raced = error instanceof HttpError && error.statusCode === 409;
      if (!raced || (await this.byId(id)).status !== 'approved') throw error;
    }
    await this.makeVoucher(id);
    return this.view(await this.byId(id));
  }

  /** The label PDF of the customer's own return voucher; 404 for another's or for none. */
  async label(customerId: number, id: number): Promise<Uint8Array> {
    const [row] = await this.db
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.id, id), eq(orderReturns.customerId, customerId)));
    if (row?.shipState !== 'created' || !row.shipCarrier || !row.shipVoucher)
      throw new HttpError(404, 'return_not_found');
    const pdf = await this.sources.returnVouchers.label({
      carrier: row.shipCarrier,
      voucher: row.shipVoucher,
      carrierRef: row.shipRef,
    });
    if (!pdf) throw new HttpError(503, 'return_label_unavailable');
    return pdf;
  }

  /** Asks the carriers about the approved returns' parcels; a picked-up parcel moves its return on. */
  async pollParcels(): Promise<number> {
    const open = await this.db
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.status, 'approved'), eq(orderReturns.shipState, 'created')))
      .orderBy(asc(orderReturns.id))
      .limit(POLL_BATCH);
    let moved = 0;
    for (const row of open) {
      if (!row.shipCarrier || !row.shipVoucher) continue;
      try {
        const events = await this.sources.returnVouchers.events({
          carrier: row.shipCarrier,
          voucher: row.shipVoucher,
          carrierRef: row.shipRef,
        });
        if (!events.some((event) => PICKED_UP.has(event.kind))) continue;
        await this.transit(row.id, null);
        moved += 1;
      } catch (error) {
        // Staff moved it meanwhile, or the carrier is away: the next run asks again.
        if (error instanceof HttpError && error.statusCode === 409) continue;
        this.log.warn({ err: error, returnId: row.id }, 'return parcel poll failed');
      }
    }
    return moved;
  }

  /** Makes the approved return's voucher when it needs one and no other request holds it. */
  private async makeVoucher(id: number): Promise<void> {
    const claimed = await this.claim(id);
    if (!claimed) return;
    const carrier = CARRIER_OF[claimed.method];
    if (!carrier) return;
    const lines = await this.db.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, id));
    const order = await this.orderOf(claimed);
    const answer = await this.sources.returnVouchers.create({
      orderId: claimed.orderId,
      reference: `${claimed.orderCode}-R${claimed.id}`,
      carrier,
      lockerId: claimed.lockerId,
      lines: lines.flatMap((entry) => {
        const line = order.lines.find((candidate) => candidate.id === entry.orderLineId);
        return line ? [{ productId: line.productId, quantity: entry.quantity }] : [];
      }),
    });
    await this.db
      .update(orderReturns)
      .set(
        answer.ok
          ? {
              shipState: 'created',
              shipCarrier: answer.carrier,
              shipVoucher: answer.voucher,
              shipRef: answer.carrierRef,
              shipProblem: null,
            }
          : { shipState: 'failed', shipCarrier: carrier, shipProblem: answer.problem },
      )
      .where(and(eq(orderReturns.id, id), eq(orderReturns.shipState, 'creating')));
  }

  /**
   * Takes the voucher's claim in one statement: an approved courier or locker return without a
   * voucher, or whose voucher failed, or whose claim went stale. Concurrent callers wait on the
   * row and find it claimed.
   */
  private async claim(id: number): Promise<ReturnRow | undefined> {
    const stale = new Date(Date.now() - CLAIM_TIMEOUT_MS);
    const [row] = await this.db
      .update(orderReturns)
      .set({ shipState: 'creating', shipClaimedAt: new Date(), shipProblem: null })
      .where(
        and(
          eq(orderReturns.id, id),
          eq(orderReturns.status, 'approved'),
          sql`${orderReturns.method} in ('courier', 'locker')`,
          or(
            isNull(orderReturns.shipState),
            eq(orderReturns.shipState, 'failed'),
            and(eq(orderReturns.shipState, 'creating'), lt(orderReturns.shipClaimedAt, stale)),
          ),
        ),
      )
      .returning();
    return row;
  }
}
