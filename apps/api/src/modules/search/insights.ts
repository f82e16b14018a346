import type { SearchInsightKind, SearchInsightRow } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { foldedText } from './search-key.ts';

/** Longest query kept: what the search box accepts. */
const LONGEST = 100;
/** Counts are written at least this often, and sooner when this many queries wait. */
const FLUSH_MS = 2_000;
const MOST_WAITING = 500;

/** A query as search insights keep it: folded as the search folds it, spaces collapsed. */
export function insightQuery(raw: string): string {
  return foldedText(raw).replace(/\s+/g, ' ').trim().slice(0, LONGEST);
}

interface Counts {
  searches: number;
  withResults: number;
  clicked: number;
  results: number;
}

/** The day in Athens, which is the shop's day (one formatter: making one costs more than a search). */
const ATHENS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' });
const athensDay = (at: Date) => ATHENS_DAY.format(at);

/**
 * Counts storefront searches off the request path: a search adds to a map in memory and the map
 * is written in one statement every couple of seconds (or at 500 queries), added to the day's
 * row. A process stopping writes what it holds.
 */
export class SearchInsights {
  private waiting = new Map<string, Counts>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private add(raw: string, change: Partial<Counts>): void {
    const query = insightQuery(raw);
    if (!query) return;
    const key = `${athensDay(this.now())}\n${query}`;
    const counts = this.waiting.get(key) ?? { searches: 0, withResults: 0, clicked: 0, results: 0 };
    counts.searches += change.searches ?? 0;
    counts.withResults += change.withResults ?? 0;
    counts.clicked += change.clicked ?? 0;
    if (change.results !== undefined) counts.results = change.results;
    this.waiting.set(key, counts);
    if (this.waiting.size >= MOST_WAITING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** A search made, and how many products it found. */
  searched(raw: string, found: number): void {
    this.add(raw, { searches: 1, withResults: found > 0 ? 1 : 0, results: found });
  }

  /** A result of a search opened. */
  clicked(raw: string): void {
    this.add(raw, { clicked: 1 });
  }

  /** Writes what is waiting; resolves once every count so far is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = new Map();
    this.writing = this.writing.then(async () => {
      if (batch.size === 0) return;
      const rows = [...batch].map(([key, counts]) => {
        const [day, query] = key.split('\n') as [string, string];
        return { day, query, ...counts };
      });
      try {
        await this.db.execute(sql`
          insert into search_query_days (day, query, searches, with_results, clicked, results)
          select day, query, searches, "withResults", clicked, results
          from json_to_recordset(${JSON.stringify(rows)}::json)
            as r(day date, query text, searches int, "withResults" int, clicked int, results int)
          on conflict (day, query) do update set
            searches = search_query_days.searches + excluded.searches,
            with_results = search_query_days.with_results + excluded.with_results,
            clicked = search_query_days.clicked + excluded.clicked,
            results = case when excluded.searches > 0 then excluded.results else search_query_days.results end`);
      } catch (error) {
        // Counts are statistics: a failed write is logged, never a shopper's error.
        this.log?.error({ err: error, queries: rows.length }, 'search counts not written');
      }
    });
    return this.writing;
  }

  /**
   * The most searched queries of a period (Athens days, inclusive) of one kind: all, those that
   * found nothing, and those that found something but were never followed by a click.
   */
  async report(from: string, to: string, kind: SearchInsightKind, limit = 50): Promise<SearchInsightRow[]> {
    await this.flush();
    const having =
      kind === 'no_results'
        ? sql`having sum(with_results) = 0`
        : kind === 'no_click'
          ? sql`having sum(with_results) > 0 and sum(clicked) = 0`
          : sql``;
    return queryRows<SearchInsightRow>(
      this.db,
      sql`select query as q, sum(searches)::int as searches, sum(with_results)::int as "withResults",
        sum(clicked)::int as clicked, (array_agg(results order by day desc))[1] as results
        from search_query_days where day between ${from}::date and ${to}::date
        group by query ${having} order by sum(searches) desc, query limit ${limit}`,
    );
  }
}
