import { SHOP_TIME_ZONE } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A customer as the owner's export lists them: who, how to reach them, since when; never a password. */
export interface CustomerExportRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: string;
  /** Athens time, `YYYY-MM-DD HH:mm`. */
  registeredAt: string;
  emailVerified: boolean;
  googleSignIn: boolean;
  lastLoginAt: string | null;
}

/** The next customers after `afterId`, by id: an export reads them a batch at a time. */
export function customerExportBatch(db: Db, afterId: number, limit: number): Promise<CustomerExportRow[]> {
  return queryRows<CustomerExportRow>(
    db,
    sql`select id, email, first_name as "firstName", last_name as "lastName", phone, language,
      to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as "registeredAt",
      email_verified_at is not null as "emailVerified", google_subject is not null as "googleSignIn",
      to_char(last_login_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as "lastLoginAt"
      from customers where id > ${afterId} order by id limit ${limit}`,
  );
}
