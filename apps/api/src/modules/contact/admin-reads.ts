import type {
  AdminCallbackQuery,
  AdminCallbackRequestList,
  AdminContactMessageList,
  AdminContactQuery,
  AdminContactSort,
} from '@shop/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { callbackRequests, contactMessages } from '../../db/schema/contact.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

// Subjects and names compared as written: a message's subject is free text.
const CONTACT_SORTS: Record<AdminContactSort, SQL | typeof contactMessages.createdAt> = {
  date: contactMessages.createdAt,
  name: sql`lower(${contactMessages.name})`,
  email: sql`lower(${contactMessages.email})`,
  subject: sql`lower(${contactMessages.subject})`,
};

/** The back office's reads of what shoppers sent through the contact page, newest first unless sorted. */
export class ContactAdminReads {
  constructor(private readonly db: Db) {}

  async messages(query: AdminContactQuery): Promise<AdminContactMessageList> {
    const filters: SQL[] = [];
    if (query.q) {
      const pattern = containsPattern(query.q);
      filters.push(
        sql`(${contactMessages.email} ilike ${pattern} or ${contactMessages.name} ilike ${pattern} or ${contactMessages.subject} ilike ${pattern} or ${contactMessages.message} ilike ${pattern})`,
      );
    }
    if (query.lang) filters.push(eq(contactMessages.language, query.lang));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(order(CONTACT_SORTS[query.sort]), order(contactMessages.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        nm: row.name,
        eml: row.email,
        tel: row.phone,
        subj: row.subject,
        msg: row.message,
        lang: row.language,
        dt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }

  async callbacks(query: AdminCallbackQuery): Promise<AdminCallbackRequestList> {
    const where: SQL | undefined = query.q
      ? sql`(${callbackRequests.name} ilike ${containsPattern(query.q)} or ${callbackRequests.phone} ilike ${containsPattern(query.q)})`
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(callbackRequests)
        .where(where)
        .orderBy(desc(callbackRequests.createdAt), desc(callbackRequests.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ n: count() }).from(callbackRequests).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        nm: row.name,
        tel: row.phone,
        eml: row.email,
        note: row.note,
        at: row.preferredAt.toISOString(),
        lang: row.language,
        dt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: query.page,
      psize: query.psize,
    };
  }
}
