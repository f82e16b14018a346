import { languageOr, shopNameOf } from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CustomerTokenPurpose, customers, customerTokens } from '../../db/schema/customers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkLink } from '../../lib/links.ts';
import { hashToken, newGuid } from '../../lib/secrets.ts';
import type { MailService } from '../mail/index.ts';
import type { CustomerRow } from './customer-lookups.ts';
import { type CustomerMailKind, renderCustomerMail } from './mail-templates.ts';

function displayName(customer: CustomerRow): string | null {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/**
 * The mails of an account in its language (welcome, password changed) and its single-use links
 * (e-mail verification, password reset), stored hashed with an expiry.
 */
export class AccountMail {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    /** `SHOP_NAME`; null signs with the demo shop's name. */
    private readonly shopName: string | null,
  ) {}

  /** Stores a new link for `purpose`, valid `minutes`, and mails it. */
  async sendLink(customer: CustomerRow, purpose: CustomerTokenPurpose, minutes: number): Promise<void> {
    const guid = newGuid();
    const now = new Date();
    await this.db.insert(customerTokens).values({
      tokenHash: hashToken(guid),
      customerId: customer.id,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    await this.send(customer, purpose === 'verify_email' ? 'verification' : 'password_reset', guid);
  }

  /** The customer of an unused, unexpired link, which is used up by this call. */
  async consumeLink(guid: string, purpose: CustomerTokenPurpose): Promise<CustomerRow> {
    const tokenHash = hashToken(guid);
    const now = new Date();
    const [row] = await this.db
      .select()
      .from(customerTokens)
      .where(and(eq(customerTokens.tokenHash, tokenHash), eq(customerTokens.purpose, purpose)));
    checkLink(row, now);
    // Conditional on still being unused, so two simultaneous clicks consume it once.
    const [consumed] = await this.db
      .update(customerTokens)
      .set({ usedAt: now })
      .where(and(eq(customerTokens.tokenHash, tokenHash), isNull(customerTokens.usedAt)))
      .returning({ customerId: customerTokens.customerId });
    if (!consumed) throw new HttpError(422, 'link_used');
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, consumed.customerId));
    if (!customer) throw new HttpError(404, 'customer_not_found');
    return customer;
  }

  async send(customer: CustomerRow, kind: CustomerMailKind, guid?: string): Promise<void> {
    const language = languageOr(customer.language);
    await this.mail.send(
      renderCustomerMail({
        kind,
        language,
        to: customer.email,
        name: displayName(customer),
        publicUrl: this.publicUrl,
        shopName: shopNameOf(this.shopName, language),
        guid,
      }),
    );
  }
}
