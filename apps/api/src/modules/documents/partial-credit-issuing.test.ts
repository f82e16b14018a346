import { OrderStatus } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTestApp, type TestApp } from '../../test/index.ts';
import { pdfText } from './test-pdf-text.ts';
import { type DocumentsWorld, documentsWorld, moveOrder, payByCard, placeOrder } from './test-world.ts';

let t: TestApp;
let world: DocumentsWorld;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  world = await documentsWorld(t);
});
afterAll(() => t.close());

const documentsOf = (orderId: number) =>
  db().select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id));

/** A paid card order (19.90 € at 24 %, 2 × 8.50 € at 13 %, courier) and its receipt. */
async function paidOrder() {
  const orderId = await placeOrder(t, world, { payment: 'card' });
  await payByCard(t, orderId);
  const [receipt] = await documentsOf(orderId);
  if (!receipt) throw new Error('no receipt');
  return { orderId, receipt };
}

const refusedWith = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof HttpError ? `${error.statusCode} ${error.messageKey}` : error;
};

describe('issuing credit notes for part of a sale (documents face)', () => {
  it('a return of one line is a credit note numbered in its series, naming the receipt; the same key answers it again', async () => {
    const { orderId, receipt } = await paidOrder();
    const documentsService = t.services.documents;
    const request = { orderId, key: 'return:1', lines: [{ lineNumber: 2, quantity: 1 }], shipping: false };
    const issued = await documentsService.issuePartialCredit(request);
    expect(issued.created).toBe(true);
    expect(issued.document).toMatchObject({
      kind: 'credit_receipt',
      invoiceType: '11.4',
      series: 'CR',
      sourceKey: `order:${orderId}:credit:return:1`,
      creditsDocumentId: receipt.id,
      grossCents: 850,
      vatCents: 98,
    });
    const again = await documentsService.issuePartialCredit(request);
    expect(again).toMatchObject({ created: false, document: { id: issued.document.id } });
    const second = await documentsService.issuePartialCredit({
      ...request,
      key: 'return:2',
      lines: [{ lineNumber: 1, quantity: 1, grossCents: 1500, reason: 'opened packaging' }],
      shipping: true,
    });
    expect(second.document.number).toBe(issued.document.number + 1);
    expect(second.document.grossCents).toBe(1500 + (receipt.content.lines[2]?.grossCents ?? 0));

    const text = await pdfText(await documentsService.pdf(second.document, 'en'));
    expect(text).toContain(`Credits: Retail receipt R-${receipt.year} no. ${receipt.number}`);
    expect(text).toContain('opened packaging');

    // The order is cancelled: the whole-sale credit note takes only the unit of line 2 left.
    await moveOrder(t, orderId, OrderStatus.Cancelled);
    const all = await documentsOf(orderId);
    expect(all.map((document) => [document.kind, document.grossCents])).toEqual([
      ['receipt', receipt.grossCents],
      ['credit_receipt', 850],
      ['credit_receipt', 1500 + (receipt.content.lines[2]?.grossCents ?? 0)],
      ['credit_receipt', 850],
    ]);
  });

  it('refuses a credit beyond what is left, a line the receipt does not have, and an order without a sale document', async () => {
    const { orderId } = await paidOrder();
    const documentsService = t.services.documents;
    await documentsService.issuePartialCredit({
      orderId,
      key: 'r-1',
      lines: [{ lineNumber: 2, quantity: 2 }],
      shipping: false,
    });
    expect(
      await refusedWith(
        documentsService.issuePartialCredit({
          orderId,
          key: 'r-2',
          lines: [{ lineNumber: 2, quantity: 1 }],
          shipping: false,
        }),
      ),
    ).toBe('400 credit_request_invalid');
    expect(
      await refusedWith(
        documentsService.issuePartialCredit({
          orderId,
          key: 'r-3',
          lines: [{ lineNumber: 7, quantity: 1 }],
          shipping: false,
        }),
      ),
    ).toBe('400 credit_request_invalid');
    expect(
      await refusedWith(
        documentsService.issuePartialCredit({ orderId, key: 'r 4', lines: [], shipping: true }),
      ),
    ).toBe('400 credit_request_invalid');
    const unpaid = await placeOrder(t, world, { payment: 'card' });
    expect(
      await refusedWith(
        documentsService.issuePartialCredit({ orderId: unpaid, key: 'r-5', lines: [], shipping: true }),
      ),
    ).toBe('409 credit_no_sale');
    // Refusals took no number: the next credit note follows the first.
    const [first] = (await documentsOf(orderId)).filter((document) => document.kind === 'credit_receipt');
    const next = await documentsService.issuePartialCredit({
      orderId,
      key: 'r-6',
      lines: [],
      shipping: true,
    });
    expect(next.document.number).toBe((first?.number ?? 0) + 1);
  });
});

/**
 * On a real PostgreSQL server (`TEST_DATABASE_URL`) credits of one sale run in parallel; the sale's
 * row, locked by each credit's transaction, makes them take turns.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('parallel partial credit notes (PostgreSQL)', () => {
  it('two credits that each fit but not together: one is issued, the other refused; 20 at once never exceed the receipt', async () => {
    const { orderId, receipt } = await paidOrder();
    const documentsService = t.services.documents;
    // Line 1 is one unit at 19.90 €: both ask for it, lowered to different amounts.
    const results = await Promise.allSettled(
      ['a', 'b'].map((key, index) =>
        documentsService.issuePartialCredit({
          orderId,
          key: `race-${key}`,
          lines: [{ lineNumber: 1, quantity: 1, grossCents: 1200 + index * 100, reason: 'race' }],
          shipping: false,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);

    // Twenty credits at once for what is left: a unit of line 2, or shipping, or both.
    const { orderId: other, receipt: otherReceipt } = await paidOrder();
    const many = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        documentsService.issuePartialCredit({
          orderId: other,
          key: `many-${index}`,
          lines: index % 3 === 2 ? [] : [{ lineNumber: 2, quantity: 1 }],
          shipping: index % 3 !== 0,
        }),
      ),
    );
    const issued = many.filter((result) => result.status === 'fulfilled');
    expect(issued.length).toBeGreaterThanOrEqual(2);
    for (const [id, sale] of [
      [orderId, receipt],
      [other, otherReceipt],
    ] as const) {
      const credits = (await documentsOf(id)).filter((document) => document.creditsDocumentId === sale.id);
      const credited = credits.reduce((sum, document) => sum + document.grossCents, 0);
      expect(credited).toBeLessThanOrEqual(sale.grossCents);
      const numbers = credits.map((document) => document.number);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    // Of the second receipt, line 2 (two units) and shipping were credited exactly once in all.
    const otherCredits = (await documentsOf(other)).filter(
      (document) => document.creditsDocumentId === otherReceipt.id,
    );
    expect(otherCredits.reduce((sum, document) => sum + document.grossCents, 0)).toBe(
      1700 + (otherReceipt.content.lines[2]?.grossCents ?? 0),
    );
  });
});
