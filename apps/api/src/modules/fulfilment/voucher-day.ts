import type { LabelFormat, Language } from '@shop/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { carrierShipments } from '../../db/schema/fulfilment-carriers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { CarrierUnavailableError } from './carrier-adapter.ts';
import type { CarrierRegistry } from './carrier-registry.ts';
import { athensDay, type VoucherService } from './voucher-service.ts';

type ShipmentRow = typeof carrierShipments.$inferSelect;

export interface DayDeps {
  db: Db;
  registry: CarrierRegistry;
  vouchers: VoucherService;
  languageOf: (orderId: number) => Promise<Language | undefined>;
}

/** Labels and the day's close, as the routes call them. */
export class VoucherDay {
  constructor(private readonly deps: DayDeps) {}

  async labels(voucherIds: readonly number[], format: LabelFormat): Promise<Uint8Array> {
    return labelsPdf(await this.deps.vouchers.byIds(voucherIds), this.deps.registry, format);
  }

  close(carrier: 'acs' | 'boxnow', staffId: number) {
    return closeDay(this.deps, carrier, staffId);
  }
}

/** 10×15 cm in PDF points, and A4. */
const LABEL_SIZE: [number, number] = [283.46, 425.2];
const A4_SIZE: [number, number] = [595.28, 841.89];

/**
 * One PDF of many labels: each carrier's own label (the one its courier scans), fetched per
 * voucher and laid out one a page at 10×15 cm, or four to an A4 page (2×2), scaled to fit.
 * Manual vouchers have no carrier label and are left out.
 */
export async function labelsPdf(
  rows: ShipmentRow[],
  registry: CarrierRegistry,
  format: LabelFormat,
): Promise<Uint8Array> {
  const sheet = await PDFDocument.create();
  sheet.setTitle('Labels');
  const [pageWidth, pageHeight] = format === 'a4' ? A4_SIZE : LABEL_SIZE;
  const perPage = format === 'a4' ? 4 : 1;
  const [cellWidth, cellHeight] = format === 'a4' ? [pageWidth / 2, pageHeight / 2] : [pageWidth, pageHeight];
  let placed = 0;
  let page = undefined as ReturnType<typeof sheet.addPage> | undefined;
  for (const row of rows) {
    if (row.carrier === 'manual' || !row.trackingNumber) continue;
    const adapter = await registry.adapter(row.carrier);
    if (!adapter) throw new HttpError(422, 'carrier_not_configured');
    const label = await adapter.label({ trackingNumber: row.trackingNumber, carrierRef: row.carrierRef });
    const source = await PDFDocument.load(label);
    const embedded = await sheet.embedPages(source.getPages());
    for (const part of embedded) {
      if (placed % perPage === 0) page = sheet.addPage([pageWidth, pageHeight]);
      const cell = placed % perPage;
      const scale = Math.min(cellWidth / part.width, cellHeight / part.height);
      const x = (cell % 2) * cellWidth + (cellWidth - part.width * scale) / 2;
      const y = pageHeight - (Math.floor(cell / 2) + 1) * cellHeight + (cellHeight - part.height * scale) / 2;
      page?.drawPage(part, { x, y, xScale: scale, yScale: scale });
      placed++;
    }
  }
  if (placed === 0) throw new HttpError(404, 'voucher_not_found');
  return sheet.save();
}

/**
 * Closes the day with a carrier: its pickup list of the vouchers not yet handed over, which are
 * recorded with the list's number and their orders moved to In delivery (the courier takes them
 * now; the mail carries the tracking number). A second close finds nothing open and issues nothing.
 */
export async function closeDay(
  { db, registry, vouchers, languageOf }: DayDeps,
  carrier: 'acs' | 'boxnow',
  staffId: number,
): Promise<{ pickupList: string | null; count: number }> {
  const adapter = await registry.adapter(carrier);
  if (!adapter) throw new HttpError(422, 'carrier_not_configured');
  const open = await db
    .select()
    .from(carrierShipments)
    .where(
      and(
        eq(carrierShipments.carrier, carrier),
        eq(carrierShipments.state, 'created'),
        isNull(carrierShipments.closedAt),
      ),
    );
  if (open.length === 0) return { pickupList: null, count: 0 };
  let pickupList: string | null;
  try {
    ({ pickupList } = await adapter.closeDay(
      athensDay(new Date()),
      open.map((row) => ({ trackingNumber: row.trackingNumber ?? '', carrierRef: row.carrierRef })),
    ));
  } catch (error) {
    if (error instanceof CarrierUnavailableError) throw new HttpError(503, 'carrier_unavailable');
    throw error;
  }
  const closed = await db
    .update(carrierShipments)
    .set({ pickupList, closedAt: new Date() })
    .where(
      and(
        inArray(
          carrierShipments.id,
          open.map((row) => row.id),
        ),
        isNull(carrierShipments.closedAt),
      ),
    )
    .returning();
  for (const row of closed) await vouchers.ship(row, (await languageOf(row.orderId)) ?? 'el', staffId);
  return { pickupList, count: closed.length };
}
