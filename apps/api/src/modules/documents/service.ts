import type { Language, OrderStatus } from '@shop/contract';
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type DocumentRecord, documents } from '../../db/schema/documents.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { GeoService } from '../geo/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderEvent, OrderForDocument, OrdersService } from '../orders/index.ts';
import type { PharmacyService } from '../pharmacy/index.ts';
import type { TaxRegistryService } from '../tax-registry/index.ts';
import { buildSaleDocument } from './document-builder.ts';
import { DocumentMailer } from './document-mail.ts';
import { issueDateOf, nextNumber } from './numbering.ts';
import {
  buildPartialCredit,
  buildRemainingCredit,
  type PartialCreditRequest,
  validCreditKey,
} from './partial-credit.ts';
import { renderDocumentPdf } from './pdf.ts';
import { CREDITING_STATUSES, creditsPaymentFee, DOCUMENT_STATUSES, saleDueAt } from './sale-due.ts';
import { TRANSMIT_QUEUE, transmitJobId } from './transmission.ts';
import {
  type DocumentContent,
  type DocumentCounterpart,
  MYDATA_TYPE_OF,
  SERIES_OF,
  type TransmissionState,
} from './types.ts';

export interface DocumentSettings {
  /** When a cash-on-delivery order's receipt is issued (decision 043). */
  codIssueOn: 'shipment' | 'payment';
  /** Whether myDATA credentials are set: without them documents are "not transmitted (not configured)". */
  transmits: boolean;
}

export interface DocumentOwners {
  jobs: JobRunner;
  mail: MailService;
  pharmacy: PharmacyService;
  orders: OrdersService;
  geo: GeoService;
  taxRegistry: TaxRegistryService;
}

/**
 * What a document is issued for, before it has a number. A credit note's content is worked out
 * inside the issuing transaction, with its sale locked, from the credit notes the sale has then:
 * two credits of one sale take turns, so together they never credit more than it (undefined: nothing left).
 */
interface DocumentDraft {
  sourceKey: string;
  orderId: number;
  language: string;
  content: DocumentContent | ((tx: Db) => Promise<DocumentContent | undefined>);
  creditsDocumentId: number | null;
}

/** A document, and whether this call issued it (false: it existed already). */
export interface IssuedDocument {
  document: DocumentRecord;
  created: boolean;
}

/** The key of an order event's document: one sale and one credit note per order at most. */
export const saleKey = (orderId: number) => `order:${orderId}:sale`;
export const creditKey = (orderId: number) => `order:${orderId}:credit`;
/** The key of a credit note for part of a sale, under the caller's own key (a return, a refund). */
export const partialCreditKey = (orderId: number, key: string) => `order:${orderId}:credit:${key}`;

/** Raised inside an issuing transaction that lost its key to another: the rollback gives its number back. */
class KeyTaken extends Error {}
/** Raised inside a credit's issuing transaction when the sale has nothing left to credit. */
class NothingLeft extends Error {}

/**
 * Issues the sales documents of orders (decision 043): a receipt or an invoice when an order's
 * money is in (or as it ships, for cash on delivery), a credit note when such an order is
 * cancelled or returned. One document per order event, numbered without gaps inside the
 * transaction that writes it. It listens to the orders service; nothing depends on it.
 */
export class DocumentsService {
  private readonly mailer: DocumentMailer;

  constructor(
    private readonly db: Db,
    private readonly owners: DocumentOwners,
    private readonly settings: DocumentSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.mailer = new DocumentMailer(owners.mail, (document) => this.pdf(document));
  }

  listenTo(orders: OrdersService): void {
    orders.onStatusChanged((event) => this.onOrderEvent(event));
  }

  async onOrderEvent(event: OrderEvent): Promise<void> {
    if (CREDITING_STATUSES.has(event.to)) {
      await this.issueCredit(event.orderId, new Date(), creditsPaymentFee(event.to));
      return;
    }
    const order = await this.owners.orders.forDocument(event.orderId);
    if (order && saleDueAt(order.payment.provider, event.to, this.settings.codIssueOn))
      await this.issueSaleOf(order);
  }

  /** The order's sale document, issued now if it has none; undefined for an order that does not exist. */
  async issueSale(orderId: number, now = new Date()): Promise<IssuedDocument | undefined> {
    const order = await this.owners.orders.forDocument(orderId);
    return order && this.issueSaleOf(order, now);
  }

  /**
   * The credit note of the order's sale document, issued now if it has none; undefined when the
   * order has no sale document (cancelled before it was paid or shipped). The COD fee, if `fee`.
   */
  async issueCredit(orderId: number, now = new Date(), fee = true): Promise<IssuedDocument | undefined> {
    const sale = await this.byKey(saleKey(orderId));
    if (!sale) return undefined;
    try {
      return await this.issue(
        {
          sourceKey: creditKey(orderId),
          orderId,
          language: sale.language,
          // What returns credited already is not credited again.
          content: async (tx) =>
            buildRemainingCredit(sale.content, await this.creditsOfLocked(tx, sale.id), { paymentFee: fee }),
          creditsDocumentId: sale.id,
        },
        now,
      );
    } catch (error) {
      if (error instanceof NothingLeft) return undefined;
      throw error;
    }
  }

  /**
   * A credit note for exactly the lines and amounts of a return or partial refund (decision 043,
   * "Credit notes for part of a sale"): numbered, mailed and transmitted like any document. The
   * same `key` answers the same credit note. 409 `credit_no_sale` when the order has no sale
   * document yet; the refusals of `buildPartialCredit` otherwise.
   */
  async issuePartialCredit(request: PartialCreditRequest, now = new Date()): Promise<IssuedDocument> {
    if (!validCreditKey(request.key))
      throw new HttpError(400, 'credit_request_invalid', { key: ['invalid_value'] });
    const sale = await this.byKey(saleKey(request.orderId));
    if (!sale) throw new HttpError(409, 'credit_no_sale');
    const sourceKey = partialCreditKey(request.orderId, request.key);
    return this.issue(
      {
        sourceKey,
        orderId: request.orderId,
        language: sale.language,
        content: async (tx) => {
          const credits = await this.creditsOfLocked(tx, sale.id);
          // The same key issued while this call waited for the sale's lock: that note is the answer,
          // and what is left of the sale no longer holds these lines.
          const [same] = await tx
            .select({ id: documents.id })
            .from(documents)
            .where(eq(documents.sourceKey, sourceKey));
          if (same) throw new KeyTaken();
          return buildPartialCredit(sale.content, credits, request);
        },
        creditsDocumentId: sale.id,
      },
      now,
    );
  }

  /** The sale's credit notes, with the sale's row locked until `tx` ends. */
  private async creditsOfLocked(tx: Db, saleId: number): Promise<DocumentContent[]> {
    await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, saleId)).for('update');
    const rows = await tx
      .select({ content: documents.content })
      .from(documents)
      .where(eq(documents.creditsDocumentId, saleId));
    return rows.map((row) => row.content);
  }

  /**
   * Issues what the order's present status calls for and it lacks: the repair of an event a
   * crash lost between the order's commit and its listener.
   */
  async reconcile(orderId: number): Promise<void> {
    const order = await this.owners.orders.forDocument(orderId);
    if (!order) return;
    const status = order.status as OrderStatus;
    if (CREDITING_STATUSES.has(status))
      await this.issueCredit(orderId, new Date(), creditsPaymentFee(status));
    else if (saleDueAt(order.payment.provider, status, this.settings.codIssueOn))
      await this.issueSaleOf(order);
  }

  /** Re-examines the orders that moved to a status calling for a document since `since`; answers how many. */
  async reconcileSince(since: Date): Promise<number> {
    const orderIds = await this.owners.orders.movedTo([...DOCUMENT_STATUSES], since);
    for (const orderId of orderIds) {
      try {
        await this.reconcile(orderId);
      } catch (error) {
        this.log.error({ err: error, orderId }, 'document reconcile failed');
      }
    }
    return orderIds.length;
  }

  /**
   * Enqueues again the pending documents untried since `before`: their job ran out of retries
   * while myDATA was away, or was lost. One job id per document and `round`, so a sweep that runs
   * twice in a round adds nothing. Answers how many were enqueued.
   */
  async requeueUntried(before: Date, round: number): Promise<number> {
    if (!this.settings.transmits) return 0;
    const rows = await this.db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.transmission, 'pending'),
          lt(sql`coalesce(${documents.lastAttemptAt}, ${documents.issuedAt})`, before),
        ),
      )
      .orderBy(asc(documents.id))
      .limit(500);
    let enqueued = 0;
    for (const { id } of rows) {
      if (await this.owners.jobs.send(this.db, TRANSMIT_QUEUE, { id }, { id: transmitJobId(id, round) }))
        enqueued += 1;
    }
    return enqueued;
  }

  /**
   * Staff send a document again: one myDATA gave up on, one it refused (after they looked at why),
   * or one issued before the shop had credentials. 422 without credentials, 409 once transmitted.
   */
  async retry(id: number): Promise<void> {
    if (!this.settings.transmits) throw new HttpError(422, 'mydata_not_configured');
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(documents)
        .set({ transmission: 'pending' })
        .where(and(eq(documents.id, id), ne(documents.transmission, 'transmitted')))
        .returning({ attempts: documents.attempts });
      if (!row) {
        const [exists] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
        throw exists ? new HttpError(409, 'document_transmitted') : new HttpError(404, 'document_not_found');
      }
      // A round of its own, after the rounds the sweep uses, so a job that gave up does not block it.
      await this.owners.jobs.send(
        tx,
        TRANSMIT_QUEUE,
        { id },
        { id: transmitJobId(id, 0x800 + (row.attempts % 0x7ff)) },
      );
    });
  }

  /** The document's PDF, in the language of its buyer's copy unless another is asked for. */
  async pdf(document: DocumentRecord, language = document.language as Language): Promise<Buffer> {
    const credits =
      document.creditsDocumentId === null
        ? null
        : ((await this.db.select().from(documents).where(eq(documents.id, document.creditsDocumentId)))[0] ??
          null);
    return renderDocumentPdf({ document, issuer: this.owners.pharmacy.details, credits, language });
  }

  /** An order's documents, oldest first. */
  async ofOrder(orderId: number): Promise<DocumentRecord[]> {
    return this.db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id));
  }

  async byKey(sourceKey: string): Promise<DocumentRecord | undefined> {
    const [row] = await this.db.select().from(documents).where(eq(documents.sourceKey, sourceKey));
    return row;
  }

  /** The order's document with this id; undefined for another order's. */
  async oneOfOrder(orderId: number, id: number): Promise<DocumentRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.id, id)));
    return row;
  }

  private async issueSaleOf(order: OrderForDocument, now = new Date()): Promise<IssuedDocument> {
    const existing = await this.byKey(saleKey(order.id));
    if (existing) return { document: existing, created: false };
    const { counterpart, intraCommunity } = await this.counterpartOf(order);
    return this.issue(
      {
        sourceKey: saleKey(order.id),
        orderId: order.id,
        language: order.language,
        content: buildSaleDocument({ order, counterpart, intraCommunity }),
        creditsDocumentId: null,
      },
      now,
    );
  }

  /**
   * Numbers and writes a document in one transaction. The key is unique: a second issuing of the
   * same event (a retried job, a replayed event, another process) finds the first document. The
   * loser's transaction is rolled back after it took a number, which gives the number back.
   */
  private async issue(draft: DocumentDraft, now: Date): Promise<IssuedDocument> {
    const existing = await this.byKey(draft.sourceKey);
    if (existing) return { document: existing, created: false };
    const { issueDate, year } = issueDateOf(now);
    const transmission: TransmissionState = this.settings.transmits ? 'pending' : 'not_configured';
    let document: DocumentRecord;
    try {
      document = await this.db.transaction(async (tx) => {
        const content = typeof draft.content === 'function' ? await draft.content(tx) : draft.content;
        if (!content) throw new NothingLeft();
        const series = SERIES_OF[content.kind];
        const number = await nextNumber(tx, series, year);
        const [row] = await tx
          .insert(documents)
          .values({
            sourceKey: draft.sourceKey,
            orderId: draft.orderId,
            kind: content.kind,
            invoiceType: MYDATA_TYPE_OF[content.kind],
            series,
            year,
            number,
            issuedAt: now,
            issueDate,
            language: draft.language,
            creditsDocumentId: draft.creditsDocumentId,
            content,
            netCents: content.totals.netCents,
            vatCents: content.totals.vatCents,
            grossCents: content.totals.grossCents,
            transmission,
          })
          .onConflictDoNothing({ target: documents.sourceKey })
          .returning();
        if (!row) throw new KeyTaken();
        // The transmission exists exactly when the document does.
        if (this.settings.transmits)
          await this.owners.jobs.send(tx, TRANSMIT_QUEUE, { id: row.id }, { id: transmitJobId(row.id) });
        return row;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const taken = await this.byKey(draft.sourceKey);
      if (!taken) throw new Error(`document ${draft.sourceKey} lost its key to nothing`);
      return { document: taken, created: false };
    }
    // The buyer's copy, mailed after the commit; a failing mail is logged, the document stands.
    try {
      await this.mailer.send(document, document.content.buyer.email, document.content.buyer.name);
    } catch (error) {
      this.log.error({ err: error, documentId: document.id }, 'document mail failed');
    }
    return { document, created: true };
  }

  /**
   * The invoiced business, and whether the sale is an intra-community supply: an invoice to
   * another EU member state whose VAT number VIES confirms now. VIES unreachable leaves the order
   * without a document for now (the sweep tries again) rather than guessing.
   */
  private async counterpartOf(
    order: OrderForDocument,
  ): Promise<{ counterpart: DocumentCounterpart | null; intraCommunity: boolean }> {
    if (order.receiptType !== 'invoice' || !order.company)
      return { counterpart: null, intraCommunity: false };
    const countries = await this.owners.geo.countries('en');
    const iso = countries.find((country) => country.id === order.billing.ctid)?.iso.toUpperCase() ?? 'GR';
    const counterpart: DocumentCounterpart = {
      vatNumber: order.company.taxId.replace(/\s+/g, '').replace(/^(EL|GR)/i, ''),
      country: iso,
      name: order.company.name,
      taxOffice: order.company.taxOffice,
      activity: order.company.activity,
      address: { street: order.billing.adr1, postalCode: order.billing.pc, city: order.billing.ct },
    };
    if (iso === 'GR') return { counterpart, intraCommunity: false };
    const lookup = await this.owners.taxRegistry.euCompany(order.billing.ctid, counterpart.vatNumber, 'en');
    if (lookup.status === 'try_later')
      throw new Error(`VIES could not check ${iso} ${counterpart.vatNumber} now`);
    return { counterpart, intraCommunity: lookup.status === 'valid' };
  }
}
