import { DELETED_ACCOUNT_EMAIL_DOMAIN, type Language, languageOr } from '@shop/contract';
import { and, eq, inArray, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * What other domains look up of the accounts (an e-mail, an id, the birthdays, the referral code
 * an account came with), read-only; `CustomerService` is these and the account's own flows.
 */
export class CustomerLookups {
  constructor(protected readonly db: Db) {}

  /**
   * Ids of the customers born on this month (1-12) and day, from `afterId` on, `limit` at a time
   * (the loyalty birthday job pages through them).
   */
  async idsBornOn(month: number, day: number, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          sql`extract(month from ${customers.birthDate}) = ${month}`,
          sql`extract(day from ${customers.birthDate}) = ${day}`,
          sql`${customers.id} > ${afterId}`,
        ),
      )
      .orderBy(customers.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The account's whole row, deleted or not: the own-data export and the deletion's proof read it. */
  async row(customerId: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    return row;
  }

  /**
   * Whether a customer exists and was not deleted (decision 024); staff ask before issuing an
   * impersonation link, reviews before crediting points.
   */
  async exists(customerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(eq(customers.id, customerId), notLike(customers.email, `%@${DELETED_ACCOUNT_EMAIL_DOMAIN}`)),
      );
    return row !== undefined;
  }

  /** The customer's e-mail, which coupon limits count by; undefined for an unknown id. */
  async emailOf(customerId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.email;
  }

  /** Whom a mail to each of the customers goes to, in the language they read: unknown ids are absent. */
  async mailContactsOf(
    customerIds: readonly number[],
  ): Promise<Map<number, { email: string; firstName: string; language: Language }>> {
    if (customerIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        language: customers.language,
      })
      .from(customers)
      .where(inArray(customers.id, [...customerIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        { email: row.email, firstName: row.firstName ?? '', language: languageOr(row.language) },
      ]),
    );
  }

  /** The id of the account with this e-mail (the newsletter's points); undefined when there is none. */
  async idByEmail(email: string): Promise<number | undefined> {
    return (await this.findByEmail(email))?.id;
  }

  /** The referral code the account registered with (`/register?ref=`), if any. */
  async referredByCodeOf(customerId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ code: customers.referredByCode })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.code ?? null;
  }

  protected async findByEmail(email: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(eq(customers.email, email.trim().toLowerCase()));
    return row;
  }
}
