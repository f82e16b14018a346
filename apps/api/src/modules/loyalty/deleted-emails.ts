import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deletedEmailFingerprints } from '../../db/schema/loyalty.ts';
import { deriveKey } from '../../lib/secrets.ts';

/** Mailboxes that ignore dots in the local part, under the name they share. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox's address, however it is written: lower case, without a `+tag`, and for Gmail
 * without dots. Used only for the fingerprint, never to mail or to match an account.
 */
export function normalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/**
 * The addresses of deleted accounts, as fingerprints, for the Register points rule only (decision
 * 041): a customer who deletes the account and registers again does not earn them twice.
 */
export class DeletedEmails {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = deriveKey(secret, 'deleted-email-fingerprint');
  }

  private fingerprint(email: string): string {
    return createHmac('sha256', this.key).update(normalisedEmail(email)).digest('hex');
  }

  /** Inside the deletion's transaction: kept exactly when the account is deleted. */
  async remember(tx: Db, email: string): Promise<void> {
    await tx
      .insert(deletedEmailFingerprints)
      .values({ fingerprint: this.fingerprint(email) })
      .onConflictDoNothing();
  }

  async includes(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ fingerprint: deletedEmailFingerprints.fingerprint })
      .from(deletedEmailFingerprints)
      .where(eq(deletedEmailFingerprints.fingerprint, this.fingerprint(email)));
    return row !== undefined;
  }
}
