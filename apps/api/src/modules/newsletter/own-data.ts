import type { OwnNewsletter } from '@shop/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/newsletter.ts';

const addressOf = (email: string) => email.trim().toLowerCase();

/** The address's subscription and what its consent rests on; null when it never signed up. */
export async function newsletterExportOf(db: Db, email: string): Promise<OwnNewsletter | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, addressOf(email)));
  if (!row) return null;
  return {
    eml: row.email,
    st: row.status,
    lang: row.language,
    src: row.source,
    rqd: row.requestedAt.toISOString(),
    cfd: row.confirmedAt?.toISOString() ?? null,
    usd: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Withdraws the address's consent (a pending sign-up too); true when it was not withdrawn already. */
export async function unsubscribeAddress(db: Db, email: string): Promise<boolean> {
  const changed = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.email, addressOf(email)),
        ne(newsletterSubscriptions.status, 'unsubscribed'),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return changed.length > 0;
}

/**
 * A deleted account's address leaves the list altogether (its links go with it, cascade): there is
 * no one left to mail, and an unsubscribed row would keep the address.
 */
export async function eraseSubscriptionOf(tx: Db, email: string): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, addressOf(email)));
}
