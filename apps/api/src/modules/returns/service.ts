import {
  type AdminReturnQuery,
  isValidIban,
  normaliseIban,
  type OrderReturn,
  OrderStatus,
  type ReturnRequest,
  type ShippingRefundPolicy,
} from '@shop/contract';
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderReturnLines, orderReturns } from '../../db/schema/returns.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { ReturnVouchers } from '../fulfilment/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderForReturn, OrderReturnBook } from '../orders/index.ts';
import { OFFLINE_PROVIDERS, type RefundDesk } from '../payments/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { type ReturnMail, sendReturnMail } from './mails.ts';
import { type ReturnLineRow, type ReturnRow, returnView } from './views.ts';

/** The domains a return goes through, each by its public face. */
export interface ReturnSources {
  orderReturnBook: OrderReturnBook;
  catalog: Pick<CatalogService, 'nonReturnableIds'>;
  inventory: InventoryService;
  loyalty: LoyaltyService;
  promotions: PromotionService;
  documents: DocumentsService;
  refunds: RefundDesk;
  mail: MailService;
  audit: AuditService;
  returnVouchers: ReturnVouchers;
}

export interface ReturnSettings {
  withdrawalDays: number;
  locationCode: string;
  shippingRefund: ShippingRefundPolicy;
}

/** Arbitrary first half of the advisory lock that counts one order's returned units at a time. */
const RETURN_LOCK = 480_028;
const DAY_MS = 86_400_000;
/** Orders a return can be asked of: delivered, or already partly returned. */
const DELIVERED: ReadonlySet<number> = new Set([OrderStatus.Completed, OrderStatus.PartiallyReturned]);

/**
 * Customers' returns of delivered orders and staff's steps on them (decision 048): a customer asks
 * within the withdrawal period; staff approve or reject, receive the goods back into stock and
 * refund (`ReturnRefunds`). Every step locks the return's row and checks its state, so a step
 * repeated or raced happens once; staff's steps are audited and each step mails the customer.
 */
export class ReturnsService {
  constructor(
    protected readonly db: Db,
    protected readonly sources: ReturnSources,
    protected readonly settings: ReturnSettings,
    protected readonly log: FastifyBaseLogger,
  ) {}

  async request(customerId: number, input: ReturnRequest, now = new Date()): Promise<OrderReturn> {
    const orderId = await this.sources.orderReturnBook.idOfCustomers(input.uid, customerId);
    const order = orderId === undefined ? undefined : await this.sources.orderReturnBook.forReturn(orderId);
    if (!order) throw new HttpError(404, 'return_order_not_found');
    if (!DELIVERED.has(order.status) || !order.deliveredAt) throw new HttpError(422, 'return_not_delivered');
    if (now.getTime() > order.deliveredAt.getTime() + this.settings.withdrawalDays * DAY_MS)
      throw new HttpError(422, 'return_period_over');
    await this.refuseNonReturnable(order, input);
    const offline = OFFLINE_PROVIDERS.has(order.provider);
    if (offline && !isValidIban(input.iban ?? ''))
      throw new HttpError(400, 'return_iban_required', { iban: ['invalid_value'] });
    const lockerId = input.method === 'locker' ? (input.lck ?? order.lockerId) : null;
    if (input.method === 'locker' && !lockerId)
      throw new HttpError(400, 'return_locker_required', { lck: ['required_field'] });
    const created = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RETURN_LOCK}, ${order.id})`);
      const asked = await this.unitsAsked(tx, order.id);
      const fieldErrors: Record<string, string[]> = {};
      input.lines.forEach((entry, index) => {
        const line = order.lines.find((candidate) => candidate.id === entry.olid);
        const left = line ? line.quantity - (asked.get(line.id) ?? 0) : 0;
        const twice = input.lines.findIndex((other) => other.olid === entry.olid) !== index;
        if (!line || line.giftCard || twice || entry.qty > left)
          fieldErrors[`lines.${index}.qty`] = ['invalid_value'];
      });
      if (Object.keys(fieldErrors).length > 0) throw new HttpError(400, 'return_line_invalid', fieldErrors);
      const [row] = await tx
        .insert(orderReturns)
        .values({
          orderId: order.id,
          orderCode: order.code,
          customerId,
          email: order.email,
          reason: input.reason,
          comment: input.cmt,
          method: input.method,
          iban: offline ? normaliseIban(input.iban ?? '') : null,
          lockerId,
        })
        .returning();
      if (!row) throw new Error('return not written');
      const lines = await tx
        .insert(orderReturnLines)
        .values(
          input.lines.map((entry) => ({ returnId: row.id, orderLineId: entry.olid, quantity: entry.qty })),
        )
        .returning();
      await this.mailStep(tx, row, order, { step: 'requested' });
      return { row, lines };
    });
    return returnView(created.row, created.lines, order, undefined, this.sources.returnVouchers);
  }

  async mine(customerId: number): Promise<OrderReturn[]> {
    const rows = await this.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.customerId, customerId))
      .orderBy(desc(orderReturns.id));
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** One of the customer's returns; 404 for another's, as for one that does not exist. */
  async mineOne(customerId: number, id: number): Promise<OrderReturn> {
    const [row] = await this.db
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.id, id), eq(orderReturns.customerId, customerId)));
    if (!row) throw new HttpError(404, 'return_not_found');
    return this.view(row);
  }

  /** The returns inbox: newest first, by state, searched by order code or e-mail, paged. */
  async list(query: AdminReturnQuery) {
    const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : undefined;
    const where = and(
      query.st ? eq(orderReturns.status, query.st) : undefined,
      pattern ? or(ilike(orderReturns.orderCode, pattern), ilike(orderReturns.email, pattern)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(orderReturns)
        .where(where)
        .orderBy(desc(orderReturns.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ total: count() }).from(orderReturns).where(where),
    ]);
    return {
      items: await Promise.all(rows.map((row) => this.adminView(row))),
      total: total?.total ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async reject(id: number, staffId: number, note: string): Promise<OrderReturn> {
    return this.step(id, staffId, ['requested', 'approved'], 'rejected', async () => ({ rejectNote: note }));
  }

  /** Staff saw the parcel leave the customer (the carrier's pickup scan moves it on its own). */
  async transit(id: number, staffId: number | null): Promise<OrderReturn> {
    return this.step(id, staffId, ['approved'], 'in_transit', async () => ({}));
  }

  /**
   * The parcel came back: its units go back into stock at `locationId` (the shop's returns
   * location by default), but for the lines staff write off, with the reason kept on the line.
   */
  async receive(
    id: number,
    staffId: number,
    locationId?: number,
    writeOff: readonly { olid: number; reason: string }[] = [],
  ): Promise<OrderReturn> {
    let productIds: number[] = [];
    const from = ['approved', 'in_transit'] as const;
    const received = await this.step(id, staffId, from, 'received', async (tx, row, order) => {
      const lines = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, row.id));
      const fieldErrors: Record<string, string[]> = {};
      writeOff.forEach((entry, index) => {
        const twice = writeOff.findIndex((other) => other.olid === entry.olid) !== index;
        if (twice || !lines.some((line) => line.orderLineId === entry.olid))
          fieldErrors[`writeOff.${index}.olid`] = ['invalid_value'];
      });
      if (Object.keys(fieldErrors).length > 0)
        throw new HttpError(400, 'return_write_off_invalid', fieldErrors);
      const reasons = new Map(writeOff.map((entry) => [entry.olid, entry.reason]));
      const stock = lines.flatMap((entry) => {
        const line = order.lines.find((candidate) => candidate.id === entry.orderLineId);
        return line && !reasons.has(entry.orderLineId)
          ? [{ productId: line.productId, dimensionId: line.dimensionId, quantity: entry.quantity }]
          : [];
      });
      for (const line of lines) {
        const reason = reasons.get(line.orderLineId);
        await tx
          .update(orderReturnLines)
          .set({
            outcome: reason === undefined ? 'restocked' : 'written_off',
            writeOffReason: reason ?? null,
          })
          .where(eq(orderReturnLines.id, line.id));
      }
      // Everything written off: nothing goes to stock, and no location is recorded.
      if (stock.length === 0) return { locationId: null };
      const at = await this.sources.inventory.restockReturn(
        tx,
        stock,
        { locationId: locationId ?? null, locationCode: this.settings.locationCode },
        { orderId: order.id, staffId, reason: `return:${row.id}` },
      );
      if (at === undefined) throw new HttpError(422, 'return_location_unknown', { loc: ['invalid_value'] });
      productIds = [...new Set(stock.map((line) => line.productId))];
      return { locationId: at };
    });
    if (productIds.length > 0) await this.sources.inventory.notifyStockChanged(productIds);
    return received;
  }

  /**
   * Moves a return from one of `from` to `to` under its row's lock, with what `change` writes in
   * the same transaction, the audit entry and the customer's mail; 409 when it is in another state.
   */
  protected async step(
    id: number,
    staffId: number | null,
    from: readonly ReturnRow['status'][],
    to: ReturnRow['status'],
    change: (tx: Db, row: ReturnRow, order: OrderForReturn) => Promise<Partial<ReturnRow>>,
  ): Promise<OrderReturn> {
    const row = await this.byId(id);
    const order = await this.orderOf(row);
    const moved = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
      if (!locked || !from.includes(locked.status)) throw new HttpError(409, 'return_state_changed');
      const set = await change(tx, locked, order);
      const [updated] = await tx
        .update(orderReturns)
        .set({ ...set, status: to, updatedAt: new Date() })
        .where(eq(orderReturns.id, id))
        .returning();
      if (!updated) throw new Error('return not updated');
      // A carrier's scan moves a return with no one to audit; staff's steps are audited.
      if (staffId !== null)
        await this.sources.audit.record(tx, {
          staffId,
          action: `return.${to}`,
          entity: 'return',
          entityId: id,
          before: { status: locked.status, order: locked.orderCode },
          after: { status: to, order: locked.orderCode, ...set },
        });
      await this.mailStep(tx, updated, order, { step: to, note: updated.rejectNote });
      return updated;
    });
    return this.view(moved);
  }

  protected async mailStep(
    tx: Db,
    row: ReturnRow,
    order: OrderForReturn,
    mail: Pick<ReturnMail, 'step' | 'note' | 'refund'>,
  ): Promise<void> {
    await sendReturnMail(tx, this.sources.mail, {
      ...mail,
      to: row.email,
      language: order.language,
      orderCode: order.code,
      returnId: row.id,
    });
  }

  /** Units of each line already asked back by the order's returns that were not rejected. */
  private async unitsAsked(tx: Db, orderId: number): Promise<Map<number, number>> {
    const rows = await tx
      .select({ lineId: orderReturnLines.orderLineId, quantity: orderReturnLines.quantity })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'rejected')));
    const asked = new Map<number, number>();
    for (const row of rows) asked.set(row.lineId, (asked.get(row.lineId) ?? 0) + row.quantity);
    return asked;
  }

  /** A line of a product marked non-returnable is refused with the field it stands at. */
  private async refuseNonReturnable(order: OrderForReturn, input: ReturnRequest): Promise<void> {
    const productIds = input.lines.flatMap((entry) => {
      const line = order.lines.find((candidate) => candidate.id === entry.olid);
      return line ? [line.productId] : [];
    });
    const refused = await this.sources.catalog.nonReturnableIds(productIds);
    const fieldErrors: Record<string, string[]> = {};
    input.lines.forEach((entry, index) => {
      const line = order.lines.find((candidate) => candidate.id === entry.olid);
      if (line && refused.has(line.productId)) fieldErrors[`lines.${index}.olid`] = ['non_returnable'];
    });
    if (Object.keys(fieldErrors).length > 0)
      throw new HttpError(400, 'return_line_not_returnable', fieldErrors);
  }

  protected async byId(id: number): Promise<ReturnRow> {
    const [row] = await this.db.select().from(orderReturns).where(eq(orderReturns.id, id));
    if (!row) throw new HttpError(404, 'return_not_found');
    return row;
  }

  protected async orderOf(row: Pick<ReturnRow, 'orderId'>): Promise<OrderForReturn> {
    const order = await this.sources.orderReturnBook.forReturn(row.orderId);
    if (!order) throw new HttpError(404, 'return_order_not_found');
    return order;
  }

  protected async linesOf(returnIds: readonly number[]): Promise<ReturnLineRow[]> {
    if (returnIds.length === 0) return [];
    return this.db
      .select()
      .from(orderReturnLines)
      .where(inArray(orderReturnLines.returnId, [...returnIds]));
  }

  protected async view(row: ReturnRow): Promise<OrderReturn> {
    const [order, lines, payment] = await Promise.all([
      this.orderOf(row),
      this.linesOf([row.id]),
      row.paymentRefundId === null ? undefined : this.sources.refunds.byId(row.paymentRefundId),
    ]);
    return returnView(row, lines, order, payment, this.sources.returnVouchers);
  }

  /** Staff's view adds the e-mail, the location and the refund due; `ReturnRefunds` computes the last. */
  protected async adminView(row: ReturnRow) {
    const view = await this.view(row);
    return {
      ...view,
      eml: row.email,
      oid: row.orderId,
      loc: row.locationId,
      due: null as number | null,
      shipErr: row.shipState === 'failed' ? row.shipProblem : null,
    };
  }
}
