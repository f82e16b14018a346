import type { AdminCustomerList, AdminCustomerQuery, AdminCustomerRow } from '@shop/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type CustomerRow = typeof customers.$inferSelect;

const SORTS = {
  registered: [customers.createdAt],
  name: [customers.lastName, customers.firstName],
  email: [customers.email],
} as const;

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

/** The back office's reads of customer accounts: a search (filtered, sorted, paged), and one account. */
export class CustomerAdminReads {
  constructor(private readonly db: Db) {}

  async search(query: AdminCustomerQuery): Promise<AdminCustomerList> {
    const filters: SQL[] = [];
    if (query.q) filters.push(searchOf(query.q));
    if (query.verified === 'true') filters.push(isNotNull(customers.emailVerifiedAt));
    if (query.verified === 'false') filters.push(isNull(customers.emailVerifiedAt));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...SORTS[query.sort].map((column) => order(column)), order(customers.id))
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
