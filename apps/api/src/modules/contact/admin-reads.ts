import type { AdminCallbackRequestList, AdminContactMessageList, AdminContactQuery } from '@shop/contract';
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { callbackRequests, contactMessages } from '../../db/schema/contact.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** The back office's reads of what shoppers sent through the contact page, newest first. */
export class ContactAdminReads {
  constructor(private readonly db: Db) {}

  async messages(query: AdminContactQuery): Promise<AdminContactMessageList> {
    const where: SQL | undefined = query.q
      ? sql`(${contactMessages.email} ilike ${containsPattern(query.q)} or ${contactMessages.name} ilike ${containsPattern(query.q)} or ${contactMessages.subject} ilike ${containsPattern(query.q)})`
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
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

  async callbacks(query: AdminContactQuery): Promise<AdminCallbackRequestList> {
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
