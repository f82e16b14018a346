import { SHOP_TIME_ZONE } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** An address's newsletter consent as the owner's export shows it. */
export interface NewsletterConsent {
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** Athens time of the confirmation, `YYYY-MM-DD HH:mm`. */
  confirmedAt: string | null;
}

/** The newsletter consent of each address asked about that has one (addresses are stored lower-case). */
export async function newsletterConsents(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, NewsletterConsent>> {
  if (emails.length === 0) return new Map();
  const rows = await queryRows<NewsletterConsent & { email: string }>(
    db,
    sql`select email, status,
      to_char(confirmed_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as "confirmedAt"
      from newsletter_subscriptions
      where email in (select jsonb_array_elements_text(${JSON.stringify(emails.map((email) => email.toLowerCase()))}::jsonb))`,
  );
  return new Map(rows.map(({ email, ...consent }) => [email, consent]));
}
