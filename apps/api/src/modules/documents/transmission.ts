import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DocumentRecord, documents, type TransmissionError } from '../../db/schema/documents.ts';
import { OutboundUnavailableError } from '../../lib/outbound-http.ts';
import type { MyDataApi, MyDataError, TransmittedDocument } from './mydata-client.ts';
import { invoicesDoc } from './mydata-xml.ts';
import { seriesLabel } from './numbering.ts';

/** The job that sends one document to myDATA; retried with back-off while myDATA cannot take it. */
export const TRANSMIT_QUEUE = 'documents.transmit';

/**
 * myDATA's answer to a document whose UID it holds already (the same issuer, date, branch, type,
 * series and number): it was received before; its MARK is looked up rather than the document
 * refused. The code as AADE's table of business errors gives it, as far as the shop knows it.
 */
export const DUPLICATE_ERROR_CODE = '228';

/** Longer than a try can take (two calls of at most 30 s each), so a live try is never overtaken. */
const CLAIM_SECONDS = 120;

/** The job's id for a document's n-th enqueueing: the same document is never enqueued twice at once. */
export function transmitJobId(documentId: number, round = 0): string {
  return `00000000-0000-4${round.toString(16).padStart(3, '0')}-9000-${documentId.toString(16).padStart(12, '0')}`;
}

/** Why a try did not settle the document; the job throws it to be retried with back-off. */
export class TransmissionDeferred extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransmissionDeferred';
  }
}

export type TransmissionOutcome = 'transmitted' | 'found' | 'rejected' | 'settled';

/**
 * Sends issued documents to myDATA, each exactly once (decision 043). A try is counted before it
 * is sent; a try after an earlier one (which may have reached myDATA before a timeout) first asks
 * `RequestTransmittedDocs` for the document and only sends it when myDATA does not hold it. A
 * validation error is final: the document is kept as rejected with AADE's errors for staff. A
 * technical error, a timeout or a gateway failure is thrown, so the job retries with back-off.
 */
export class DocumentTransmitter {
  constructor(
    private readonly db: Db,
    private readonly api: MyDataApi,
    private readonly issuerVatNumber: string,
    /** How long a try holds its document: longer than the calls of a try can take with the client's timeout. */
    private readonly claimSeconds = CLAIM_SECONDS,
  ) {}

  async transmit(documentId: number): Promise<TransmissionOutcome> {
    const [document] = await this.db.select().from(documents).where(eq(documents.id, documentId));
    if (document?.transmission !== 'pending') return 'settled';
    const correlatedMark = await this.correlatedMark(document);
    const claimed = await this.claim(document.id);
    if (!claimed) return 'settled';
    if (claimed.attempts > 1) {
      const held = await this.held(document, claimed.lookupFromMark);
      if (held) return this.settleFound(document.id, held);
    }
    let result: Awaited<ReturnType<MyDataApi['send']>>;
    try {
      result = await this.api.send(
        invoicesDoc([
          {
            content: document.content,
            series: seriesLabel(document.series, document.year),
            number: document.number,
            issueDate: document.issueDate,
            issuerVatNumber: this.issuerVatNumber,
            correlatedMark,
          },
        ]),
      );
    } catch (error) {
      const reason = error instanceof OutboundUnavailableError ? error.reason : 'error';
      await this.recordErrors(document.id, [{ code: reason, message: String(error) }]);
      throw new TransmissionDeferred(`document ${document.id}: myDATA did not answer (${reason})`, {
        cause: error,
      });
    }
    if (result.status === 'success') {
      await this.settle(document.id, { mark: result.mark, uid: result.uid, qrUrl: result.qrUrl });
      return 'transmitted';
    }
    if (result.status === 'technical_error') {
      await this.recordErrors(document.id, result.errors);
      throw new TransmissionDeferred(
        `document ${document.id}: myDATA technical error ${codes(result.errors)}`,
      );
    }
    if (result.errors.some((error) => error.code === DUPLICATE_ERROR_CODE)) {
      const held = await this.held(document, claimed.lookupFromMark);
      if (held) return this.settleFound(document.id, held);
      await this.recordErrors(document.id, result.errors);
      throw new TransmissionDeferred(`document ${document.id}: myDATA holds it but did not list it yet`);
    }
    await this.db
      .update(documents)
      .set({ transmission: 'rejected', lastErrors: result.errors, claimedUntil: null })
      .where(and(eq(documents.id, document.id), eq(documents.transmission, 'pending')));
    return 'rejected';
  }

  /** A credit note names the MARK of what it credits: it waits until that document has one. */
  private async correlatedMark(document: DocumentRecord): Promise<string | null> {
    if (document.creditsDocumentId === null) return null;
    const [original] = await this.db
      .select({ mark: documents.mark })
      .from(documents)
      .where(eq(documents.id, document.creditsDocumentId));
    if (!original?.mark)
      throw new TransmissionDeferred(`document ${document.id}: its original has no MARK yet`);
    return original.mark;
  }

  /**
   * Takes the document for this try (no other try holds it), counts the try and fixes, at the
   * first, the MARK a later look-up starts from. Undefined when it is settled meanwhile; a
   * document another try holds is deferred.
   */
  private async claim(documentId: number): Promise<{ attempts: number; lookupFromMark: string } | undefined> {
    const [row] = await this.db
      .update(documents)
      .set({
        attempts: sql`${documents.attempts} + 1`,
        lastAttemptAt: sql`now()`,
        claimedUntil: sql`now() + make_interval(secs => ${this.claimSeconds})`,
        lookupFromMark: sql`coalesce(${documents.lookupFromMark}, (select coalesce(max(d.mark::bigint), 0)::text from ${documents} d where d.mark is not null))`,
      })
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.transmission, 'pending'),
          or(isNull(documents.claimedUntil), lt(documents.claimedUntil, sql`now()`)),
        ),
      )
      .returning({ attempts: documents.attempts, lookupFromMark: documents.lookupFromMark });
    if (row) return { attempts: row.attempts, lookupFromMark: row.lookupFromMark ?? '0' };
    const [current] = await this.db
      .select({ transmission: documents.transmission })
      .from(documents)
      .where(eq(documents.id, documentId));
    if (current?.transmission === 'pending')
      throw new TransmissionDeferred(`document ${documentId}: another try holds it`);
    return undefined;
  }

  /** The document as myDATA holds it, if it does: same series, number and type. */
  private async held(document: DocumentRecord, fromMark: string): Promise<TransmittedDocument | undefined> {
    const series = seriesLabel(document.series, document.year);
    try {
      const listed = await this.api.transmitted(fromMark);
      return listed.find(
        (candidate) =>
          candidate.series === series &&
          candidate.aa === String(document.number) &&
          candidate.invoiceType === document.invoiceType,
      );
    } catch (error) {
      await this.recordErrors(document.id, [{ code: 'lookup', message: String(error) }]);
      throw new TransmissionDeferred(`document ${document.id}: myDATA could not say what it holds`, {
        cause: error,
      });
    }
  }

  private async settleFound(documentId: number, held: TransmittedDocument): Promise<TransmissionOutcome> {
    await this.settle(documentId, { mark: held.mark, uid: held.uid, qrUrl: held.qrUrl });
    return 'found';
  }

  private async settle(
    documentId: number,
    answer: { mark: string; uid: string | null; qrUrl: string | null },
  ) {
    await this.db
      .update(documents)
      .set({
        transmission: 'transmitted',
        ...answer,
        transmittedAt: new Date(),
        lastErrors: [],
        claimedUntil: null,
      })
      .where(and(eq(documents.id, documentId), eq(documents.transmission, 'pending')));
  }

  private async recordErrors(documentId: number, errors: TransmissionError[]) {
    await this.db
      .update(documents)
      .set({ lastErrors: errors, claimedUntil: null })
      .where(eq(documents.id, documentId));
  }
}

const codes = (errors: readonly MyDataError[]) => errors.map((error) => error.code).join(', ');
