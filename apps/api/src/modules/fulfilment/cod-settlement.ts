import type { CodSettlementResult } from '@shop/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carrierShipments, codSettlementLines, codSettlements } from '../../db/schema/fulfilment-carriers.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderShipments } from '../orders/index.ts';

type Outcome = CodSettlementResult['lines'][number]['res'];

const TRACKING_HEADERS = /voucher|tracking|parcel|αποστολ|αρ\.?\s*απ/i;
// "ποσό" at a word's start: "αποστολή" holds the same letters.
const AMOUNT_HEADERS = /amount|(?:^|\s)ποσ|cod|αντικαταβολ|collected|εισπρ/i;

/** `12,50` or `12.50` or `1.234,50` euros as cents; NaN when it is not an amount. */
export function parseEuroCents(text: string): number {
  const trimmed = text.trim().replace(/[€\s]/g, '');
  const normalised = /,\d{1,2}$/.test(trimmed)
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : trimmed.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/** The rows of a carrier's COD report: a header naming the tracking-number and amount columns. */
export function parseCodReport(text: string): { trackingNumber: string; cents: number }[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const [header, ...rows] = lines;
  if (!header) throw new HttpError(400, 'cod_file_invalid');
  const delimiter = header.includes(';') ? ';' : header.includes('\t') ? '\t' : ',';
  const split = (line: string) => line.split(delimiter).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  const columns = split(header);
  const tracking = columns.findIndex((name) => TRACKING_HEADERS.test(name));
  const amount = columns.findIndex((name, index) => index !== tracking && AMOUNT_HEADERS.test(name));
  if (tracking < 0 || amount < 0) throw new HttpError(400, 'cod_file_invalid');
  return rows.map((line) => {
    const cells = split(line);
    const cents = parseEuroCents(cells[amount] ?? '');
    if (!cells[tracking] || Number.isNaN(cents)) throw new HttpError(400, 'cod_file_invalid');
    return { trackingNumber: cells[tracking] as string, cents };
  });
}

/**
 * A carrier's COD settlement: each tracking number's collected cash is matched to its order. An
 * amount equal to the order's total marks the order paid (once: a report imported twice finds it
 * paid); a different amount is flagged for staff and marks nothing.
 */
export class CodSettlementService {
  constructor(
    private readonly db: Db,
    private readonly orderShipments: OrderShipments,
  ) {}

  async import(fileName: string, text: string, staffId: number): Promise<CodSettlementResult> {
    const rows = parseCodReport(text);
    const shipments = rows.length
      ? await this.db
          .select({ orderId: carrierShipments.orderId, trackingNumber: carrierShipments.trackingNumber })
          .from(carrierShipments)
          .where(
            inArray(
              carrierShipments.trackingNumber,
              rows.map((row) => row.trackingNumber),
            ),
          )
      : [];
    const orderOf = new Map(shipments.map((row) => [row.trackingNumber, row.orderId]));
    const orders = new Map(
      (await this.orderShipments.forShipment([...new Set(shipments.map((row) => row.orderId))])).map((o) => [
        o.id,
        o,
      ]),
    );
    const [settlement] = await this.db.insert(codSettlements).values({ fileName, staffId }).returning();
    if (!settlement) throw new Error('cod settlement insert returned nothing');
    const lines: CodSettlementResult['lines'] = [];
    for (const row of rows) {
      const orderId = orderOf.get(row.trackingNumber);
      const order = orderId === undefined ? undefined : orders.get(orderId);
      let outcome: Outcome;
      if (!order) outcome = 'unknown';
      else if (order.paymentProvider !== 'cash_on_delivery') outcome = 'not_cod';
      else if (row.cents !== order.totalCents) outcome = 'difference';
      else
        outcome = (await this.orderShipments.recordCodCollected(
          order.id,
          row.cents,
          `cod-settlement-${settlement.id}`,
        ))
          ? 'paid'
          : 'already_paid';
      lines.push({
        tn: row.trackingNumber,
        code: order?.code ?? null,
        col: row.cents,
        exp: order?.totalCents ?? null,
        res: outcome,
      });
      await this.db.insert(codSettlementLines).values({
        settlementId: settlement.id,
        trackingNumber: row.trackingNumber,
        orderId: order?.id ?? null,
        collectedCents: row.cents,
        expectedCents: order?.totalCents ?? null,
        outcome,
      });
    }
    return {
      id: settlement.id,
      lines,
      paid: lines.filter((line) => line.res === 'paid').length,
      diffs: lines.filter((line) => line.res === 'difference').length,
    };
  }

  /** Imported settlements, newest first, with their counts. */
  async list(limit = 50) {
    const rows = await this.db
      .select({
        id: codSettlements.id,
        nm: codSettlements.fileName,
        at: codSettlements.importedAt,
        cnt: sql<number>`count(${codSettlementLines.id})::int`,
        paid: sql<number>`count(*) filter (where ${codSettlementLines.outcome} = 'paid')::int`,
        diffs: sql<number>`count(*) filter (where ${codSettlementLines.outcome} = 'difference')::int`,
      })
      .from(codSettlements)
      .leftJoin(codSettlementLines, eq(codSettlementLines.settlementId, codSettlements.id))
      .groupBy(codSettlements.id)
      .orderBy(desc(codSettlements.id))
      .limit(limit);
    return { items: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
  }
}
