import type { SearchSynonym } from '@shop/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/search-insights.ts';
import { insightQuery } from './insights.ts';

/** How long another process may search with synonyms older than a staff change. */
const FRESH_MS = 5_000;

/**
 * Staff's synonyms: a query (folded) that found nothing, sent to a text that finds what the
 * shopper meant. Held in memory and read again every few seconds; the process that saves one
 * uses it at once.
 */
export class SearchSynonyms {
  private byTerm: Map<string, string> | undefined;
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  private async read(): Promise<void> {
    const rows = await this.db.select().from(searchSynonyms);
    this.byTerm = new Map(rows.map((row) => [row.term, row.target]));
    this.readAt = Date.now();
  }

  /** One read at a time; later callers share it. */
  private refresh(): Promise<void> {
    if (!this.reading) {
      this.reading = this.read().finally(() => {
        this.reading = undefined;
      });
    }
    return this.reading;
  }

  /** What to search for a query: its synonym's target, or the query itself. */
  async searchedFor(raw: string): Promise<string> {
    if (!this.byTerm) await this.refresh();
    // Stale synonyms answer while they are read again (a failed read keeps them): the search does not wait.
    else if (Date.now() - this.readAt > FRESH_MS) void this.refresh().catch(() => undefined);
    return this.byTerm?.get(insightQuery(raw)) ?? raw;
  }

  async list(): Promise<SearchSynonym[]> {
    const rows = await this.db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
    return rows.map((row) => ({ term: row.term, target: row.target }));
  }

  async save(term: string, target: string): Promise<SearchSynonym[]> {
    const folded = insightQuery(term);
    await this.db
      .insert(searchSynonyms)
      .values({ term: folded, target: target.trim() })
      .onConflictDoUpdate({
        target: searchSynonyms.term,
        set: { target: target.trim(), createdAt: sql`now()` },
      });
    await this.read();
    return this.list();
  }

  async remove(term: string): Promise<SearchSynonym[]> {
    await this.db.delete(searchSynonyms).where(eq(searchSynonyms.term, insightQuery(term)));
    await this.read();
    return this.list();
  }
}
