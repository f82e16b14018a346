import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerSessions, customerTokens } from '../../db/schema/customers.ts';

/** Days an expired mailed link is kept, so following it still says "expired" rather than "unknown". */
export const EXPIRED_LINK_KEEP_DAYS = 30;

/** Deletes what has stopped meaning anything: sessions past their absolute expiry, and old expired links. */
export class CustomerCleanup {
  constructor(private readonly db: Db) {}

  /** A session past its expiry refreshes no more; its refresh tokens go with it (cascade). */
  async deleteExpired(now = new Date()): Promise<{ sessions: number; links: number }> {
    const sessions = await this.db
      .delete(customerSessions)
      .where(lt(customerSessions.expiresAt, now))
      .returning({ id: customerSessions.id });
    const linksBefore = new Date(now.getTime() - EXPIRED_LINK_KEEP_DAYS * 86_400_000);
    const links = await this.db
      .delete(customerTokens)
      .where(lt(customerTokens.expiresAt, linksBefore))
      .returning({ tokenHash: customerTokens.tokenHash });
    return { sessions: sessions.length, links: links.length };
  }
}
