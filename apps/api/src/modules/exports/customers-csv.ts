import type { Db } from '../../db/client.ts';
import { type CsvValue, csvChunks } from '../../lib/csv.ts';
import { customerExportBatch } from '../customers/index.ts';
import { newsletterConsents } from '../newsletter/index.ts';

export const CUSTOMER_EXPORT_HEADER = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone',
  'language',
  'registered_at',
  'email_verified',
  'google_sign_in',
  'last_login_at',
  'newsletter',
  'newsletter_confirmed_at',
] as const;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * Every customer account with its consent to the newsletter (none, pending, confirmed,
 * unsubscribed) and never a password, a batch of accounts at a time.
 */
export function customerExportCsv(db: Db, batchSize = 500): AsyncGenerator<string> {
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    let after = 0;
    for (;;) {
      const customers = await customerExportBatch(db, after, batchSize);
      if (customers.length === 0) return;
      const consents = await newsletterConsents(
        db,
        customers.map((customer) => customer.email),
      );
      yield customers.map((customer) => {
        const consent = consents.get(customer.email.toLowerCase());
        return [
          customer.id,
          customer.email,
          customer.firstName,
          customer.lastName,
          customer.phone,
          customer.language,
          customer.registeredAt,
          yesNo(customer.emailVerified),
          yesNo(customer.googleSignIn),
          customer.lastLoginAt,
          consent?.status ?? 'none',
          consent?.confirmedAt ?? null,
        ];
      });
      after = customers.at(-1)?.id ?? after;
      if (customers.length < batchSize) return;
    }
  }
  return csvChunks(CUSTOMER_EXPORT_HEADER, batches());
}
