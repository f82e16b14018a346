import { eq, getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { contributors, videos } from '../../db/schema/content.ts';
import type { contentPages } from '../../db/schema/content-pages.ts';
import type { AuditService } from '../audit/index.ts';

/** The content tables a staff form saves whole, one row by its `id`. */
type SavedTable = typeof videos | typeof contributors | typeof contentPages;

/**
 * Inserts the row (no id) or replaces the one with the id, and answers its id. The tables share
 * an `id` column, which is all this writes by; the values are the table's own.
 */
export async function insertOrReplace<Table extends SavedTable>(
  tx: Db,
  table: Table,
  id: number | undefined,
  values: Table['$inferInsert'],
): Promise<number> {
  const byId = table as typeof videos;
  const row = values as typeof videos.$inferInsert;
  const [saved] =
    id === undefined
      ? await tx.insert(byId).values(row).returning({ id: byId.id })
      : await tx.update(byId).set(row).where(eq(byId.id, id)).returning({ id: byId.id });
  if (!saved) throw new Error(`${getTableName(byId)} row not saved`);
  return saved.id;
}

/** A staff change's audit entry: `{entity}.create` without a before, `.delete` without an after, else `.update`. */
export function recordStaffChange(
  audit: AuditService,
  tx: Db,
  staffId: number,
  entity: string,
  id: number,
  before: unknown,
  after: unknown,
) {
  const verb = before === null ? 'create' : after === null ? 'delete' : 'update';
  return audit.record(tx, { staffId, action: `${entity}.${verb}`, entity, entityId: id, before, after });
}
