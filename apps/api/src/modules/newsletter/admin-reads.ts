import type {
  AdminNewsletterQuery,
  AdminNewsletterSort,
  AdminSubscriber,
  AdminSubscriberList,
} from '@shop/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewsletterStatus, newsletterSubscriptions } from '../../db/schema/newsletter.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

function subscriber(row: SubscriptionRow): AdminSubscriber {
  return {
    id: row.id,
    eml: row.email,
    lang: row.language,
    st: row.status,
    src: row.source,
    requested: row.requestedAt.toISOString(),
    confirmed: row.confirmedAt?.toISOString() ?? null,
    unsubscribed: row.unsubscribedAt?.toISOString() ?? null,
  };
}

// Never confirmed sorts after every confirmation date, whichever the direction.
const SUBSCRIBER_SORTS: Record<AdminNewsletterSort, (dir: 'asc' | 'desc') => SQL> = {
  requested: (dir) => (dir === 'asc' ? asc : desc)(newsletterSubscriptions.requestedAt),
  email: (dir) => (dir === 'asc' ? asc : desc)(newsletterSubscriptions.email),
  status: (dir) => (dir === 'asc' ? asc : desc)(newsletterSubscriptions.status),
  confirmed: (dir) => sql`${newsletterSubscriptions.confirmedAt} ${sql.raw(dir)} nulls last`,
};

/** The back office's reads of the newsletter's subscribers: a paged list and the export. */
export class NewsletterAdminReads {
  constructor(private readonly db: Db) {}

  async list(query: AdminNewsletterQuery): Promise<AdminSubscriberList> {
    const filters: SQL[] = [];
    if (query.st) filters.push(eq(newsletterSubscriptions.status, query.st));
    if (query.q) filters.push(sql`${newsletterSubscriptions.email} ilike ${containsPattern(query.q)}`);
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(newsletterSubscriptions)
        .where(where)
        .orderBy(
          SUBSCRIBER_SORTS[query.sort](query.dir),
          (query.dir === 'asc' ? asc : desc)(newsletterSubscriptions.id),
        )
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    ]);
    return { items: rows.map(subscriber), total: total?.n ?? 0, page: query.page, psize: query.psize };
  }

  /** Every subscriber of a status, oldest first: the rows of the CSV export. */
  async all(status: NewsletterStatus): Promise<AdminSubscriber[]> {
    const rows = await this.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, status))
      .orderBy(asc(newsletterSubscriptions.id));
    return rows.map(subscriber);
  }
}
