import type { AdminCustomerList, AdminCustomerQuery, AdminCustomerRow } from '@shop/contract';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type CustomerRow = typeof customers.$inferSelect;

function searchOf(q: string): SQL {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const conditions: SQL[] = [
    sql`${customers.email} ilike ${pattern}`,
    sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '') ilike ${pattern}`,
  ];
  if (digits.length >= 3)
    conditions.push(
      sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
    );
  return sql`(${sql.join(conditions, sql` or `)})`;
}

export function adminCustomerRow(row: CustomerRow): AdminCustomerRow {
  return {
    id: row.id,
    eml: row.email,
    fnm: row.firstName,
    lnm: row.lastName,
    mob: row.phone,
    rgd: row.createdAt.toISOString(),
    verified: row.emailVerifiedAt !== null,
  };
}

/** The back office's reads of customer accounts: a search, and one account. */
export class CustomerAdminReads {
  constructor(private readonly db: Db) {}

  async search(query: AdminCustomerQuery): Promise<AdminCustomerList> {
    const where = query.q ? searchOf(query.q) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(customers)
        .where(where)
        .orderBy(desc(customers.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ n: count() }).from(customers).where(where),
    ]);
    return { items: rows.map(adminCustomerRow), total: total?.n ?? 0, page: query.page, psize: query.psize };
  }

  async one(id: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }
}
