import {
  type AdminDocumentList,
  type AdminDocumentPeriod,
  type AdminDocumentQuery,
  type AdminDocumentTotals,
  centsToEuros,
  type Language,
} from '@shop/contract';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DocumentRecord, documents } from '../../db/schema/documents.ts';
import { formatCsv } from '../../lib/csv.ts';
import { invoicesDoc } from './mydata-xml.ts';
import { seriesLabel } from './numbering.ts';
import { documentNumber } from './pdf.ts';
import { DOCUMENT_TEXTS } from './pdf-texts.ts';
import { MYDATA_TYPE_OF } from './types.ts';

const CREDIT_KINDS = sql`('credit_receipt', 'credit_invoice')`;
/** +1 for a sale, -1 for a credit note, as a column expression. */
const SIGN = sql`(case when ${documents.kind} in ${CREDIT_KINDS} then -1 else 1 end)`;

const inPeriod = (period: { from?: string; to?: string }): SQL[] => [
  ...(period.from ? [gte(documents.issueDate, period.from)] : []),
  ...(period.to ? [lte(documents.issueDate, period.to)] : []),
];

/**
 * What staff read of documents: a filtered, paged list, the period's totals per VAT category
 * (credit notes subtracted), and the period as CSV or as myDATA's XML (decision 043).
 */
export class DocumentAdmin {
  constructor(
    private readonly db: Db,
    private readonly issuerVatNumber: string | null,
  ) {}

  async list(query: AdminDocumentQuery, language: Language, configured: boolean): Promise<AdminDocumentList> {
    const filters: SQL[] = inPeriod(query);
    if (query.kind) filters.push(eq(documents.kind, query.kind));
    if (query.series) filters.push(eq(documents.series, query.series));
    if (query.st) filters.push(eq(documents.transmission, query.st));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(documents)
        .where(where)
        .orderBy(desc(documents.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ total: count() }).from(documents).where(where),
    ]);
    const texts = DOCUMENT_TEXTS[language];
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        ttl: texts.title[row.kind],
        type: row.invoiceType,
        no: documentNumber(row),
        dt: row.issueDate,
        code: row.content.orderCode,
        net: centsToEuros(row.netCents),
        vat: centsToEuros(row.vatCents),
        amt: centsToEuros(row.grossCents),
        st: row.transmission,
        mark: row.mark,
        att: row.attempts,
        errs: row.lastErrors,
      })),
      total: totals?.total ?? 0,
      page: query.page,
      psize: query.psize,
      configured,
    };
  }

  async byId(id: number): Promise<DocumentRecord | undefined> {
    const [row] = await this.db.select().from(documents).where(eq(documents.id, id));
    return row;
  }

  async totals(period: AdminDocumentPeriod): Promise<AdminDocumentTotals> {
    const entry = sql`jsonb_array_elements(${documents.content}->'vatAnalysis')`;
    const rows = await this.db
      .select({
        cat: sql<number>`(v->>'vatCategory')::int`,
        rate: sql<number>`(v->>'vatRate')::int`,
        net: sql<number>`sum(${SIGN} * (v->>'netCents')::int)::int`,
        vat: sql<number>`sum(${SIGN} * (v->>'vatCents')::int)::int`,
      })
      .from(sql`${documents} cross join lateral ${entry} as v`)
      .where(and(...inPeriod(period)))
      .groupBy(sql`1, 2`)
      .orderBy(sql`1, 2 desc`);
    const [sums] = await this.db
      .select({
        docs: count(),
        net: sql<number>`coalesce(sum(${SIGN} * ${documents.netCents}), 0)::int`,
        vat: sql<number>`coalesce(sum(${SIGN} * ${documents.vatCents}), 0)::int`,
        amt: sql<number>`coalesce(sum(${SIGN} * ${documents.grossCents}), 0)::int`,
      })
      .from(documents)
      .where(and(...inPeriod(period)));
    return {
      from: period.from,
      to: period.to,
      rows: rows.map((row) => ({
        cat: row.cat,
        rate: row.rate,
        net: centsToEuros(row.net),
        vat: centsToEuros(row.vat),
      })),
      net: centsToEuros(sums?.net ?? 0),
      vat: centsToEuros(sums?.vat ?? 0),
      amt: centsToEuros(sums?.amt ?? 0),
      docs: sums?.docs ?? 0,
    };
  }

  private inOrder(period: AdminDocumentPeriod) {
    return this.db
      .select()
      .from(documents)
      .where(and(...inPeriod(period)))
      .orderBy(asc(documents.issueDate), asc(documents.series), asc(documents.number));
  }

  /** The period's documents, one a row, amounts in euros as printed on them (a credit note's too). */
  async csv(period: AdminDocumentPeriod, language: Language): Promise<string> {
    const texts = DOCUMENT_TEXTS[language];
    const rows = await this.inOrder(period);
    return formatCsv(
      [
        'date',
        'type',
        'title',
        'series',
        'number',
        'order',
        'vat_number',
        'counterpart',
        'net',
        'vat',
        'gross',
        'transmission',
        'mark',
      ],
      rows.map((row) => [
        row.issueDate,
        MYDATA_TYPE_OF[row.kind],
        texts.title[row.kind],
        seriesLabel(row.series, row.year),
        row.number,
        row.content.orderCode,
        row.content.counterpart?.vatNumber ?? '',
        row.content.counterpart?.name ?? row.content.buyer.name,
        centsToEuros(row.netCents),
        centsToEuros(row.vatCents),
        centsToEuros(row.grossCents),
        row.transmission,
        row.mark,
      ]),
    );
  }

  /** The period as one myDATA `InvoicesDoc`, as it was (or would be) sent. */
  async xml(period: AdminDocumentPeriod): Promise<string> {
    const rows = await this.inOrder(period);
    const marks = new Map(
      (
        await this.db
          .select({ id: documents.id, mark: documents.mark })
          .from(documents)
          .where(
            sql`${documents.id} in (select ${documents.creditsDocumentId} from ${documents} where ${documents.creditsDocumentId} is not null)`,
          )
      ).map((row) => [row.id, row.mark]),
    );
    return invoicesDoc(
      rows.map((row) => ({
        content: row.content,
        series: seriesLabel(row.series, row.year),
        number: row.number,
        issueDate: row.issueDate,
        issuerVatNumber: this.issuerVatNumber ?? '',
        correlatedMark: row.creditsDocumentId === null ? null : (marks.get(row.creditsDocumentId) ?? null),
      })),
    );
  }
}
