import type { AdminAuditQuery, AdminAuditSort } from '@shop/contract';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { currentRequestId } from '../../plugins/request-scope.ts';

const AUDIT_SORTS = {
  date: auditEntries.createdAt,
  action: auditEntries.action,
  entity: auditEntries.entity,
} satisfies Record<AdminAuditSort, unknown>;

export interface AuditEntry {
  staffId: number;
  /** `<entity>.<verb>`, e.g. `order.status`. */
  action: string;
  entity: string;
  entityId: string | number | null;
  /** The entity before the change (null when created); anything JSON can hold. */
  before: unknown;
  /** The entity after the change (null when removed). */
  after: unknown;
  /** Defaults to the staff request being served. */
  requestId?: string | null;
}

export interface AuditRow {
  id: number;
  staffId: number;
  createdAt: Date;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

/** JSON as stored: dates as ISO text, undefined fields dropped, so a read gives back what was written. */
function asJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/**
 * The log of what staff change. Callers write an entry with `record(tx, …)` inside the transaction
 * of the change, so a change and its entry are kept or lost together.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(tx: Db, entry: AuditEntry): Promise<void> {
    await tx.insert(auditEntries).values({
      staffId: entry.staffId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      requestId: entry.requestId === undefined ? currentRequestId() : entry.requestId,
    });
  }

  /**
   * The latest entries first unless sorted otherwise (ties by id, so pages never overlap), of one
   * entity type, one entity or one staff member, or with the searched text in the action's name.
   */
  async list(query: AdminAuditQuery): Promise<{ items: AuditRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.ent !== undefined) filters.push(eq(auditEntries.entity, query.ent));
    if (query.eid !== undefined) filters.push(eq(auditEntries.entityId, query.eid));
    if (query.sid !== undefined) filters.push(eq(auditEntries.staffId, query.sid));
    if (query.q) filters.push(ilike(auditEntries.action, containsPattern(query.q)));
    const order = query.dir === 'asc' ? asc : desc;
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [items, [totals]] = await Promise.all([
      this.db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(order(AUDIT_SORTS[query.sort]), order(auditEntries.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ total: count() }).from(auditEntries).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }
}
