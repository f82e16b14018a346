import { randomUUID } from 'node:crypto';
import { DELETED_ACCOUNT_EMAIL_DOMAIN } from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerSessions, customers, customerTokens } from '../../db/schema/customers.ts';

/**
 * The address a deleted account and its kept orders carry instead of the customer's: unique (the
 * unique index on e-mails still holds) and in the reserved `.invalid` domain, so nothing is ever
 * mailed anywhere and the freed address may register anew.
 */
export function deletedAccountEmail(customerId: number): string {
  return `deleted-${customerId}-${randomUUID()}@${DELETED_ACCOUNT_EMAIL_DOMAIN}`;
}

/**
 * Erases the account's personal data inside the deletion's transaction (decision 024): the row
 * stays, anonymised, so that kept orders still point at one account and ids are never reused; the
 * credentials go, so no password, Google sign-in or mailed link opens it again; every session ends.
 */
export async function anonymiseCustomer(tx: Db, customerId: number, placeholderEmail: string): Promise<void> {
  await tx
    .update(customers)
    .set({
      email: placeholderEmail,
      passwordHash: null,
      googleSubject: null,
      firstName: null,
      lastName: null,
      phone: null,
      gender: null,
      birthDate: null,
      referredByCode: null,
      lastLoginAt: null,
    })
    .where(eq(customers.id, customerId));
  await tx.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
  await tx
    .update(customerSessions)
    .set({ revokedAt: new Date(), revokedReason: 'account_deleted' })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
}
