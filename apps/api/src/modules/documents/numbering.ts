import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentCounters } from '../../db/schema/documents.ts';

const athensDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Athens',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day a document is issued on, in Athens: `YYYY-MM-DD`; its year numbers it. */
export function issueDateOf(at: Date): { issueDate: string; year: number } {
  const issueDate = athensDate.format(at);
  return { issueDate, year: Number(issueDate.slice(0, 4)) };
}

/** The series as myDATA and the PDF show it: the series and the year (`R-2026`). */
export const seriesLabel = (series: string, year: number) => `${series}-${year}`;

/**
 * The next number of a series in a year, taken inside the issuing transaction `tx`: the counter
 * row stays locked until `tx` ends, so concurrent issuings take turns, and a rollback gives the
 * number back. Never a gap, never a number twice (decision 043).
 */
export async function nextNumber(tx: Db, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('document_counters upsert returned nothing');
  return row.lastNumber;
}
