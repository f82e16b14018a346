import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staffUsers } from './staff.ts';

/**
 * Every change staff make, written in the transaction of the change itself: who, when, what, on
 * which entity, what it was before and after, and the request that made it.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: createdAt(),
    /** What was done, `<entity>.<verb>` (e.g. `order.status`, `review.approve`). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_entries_entity_idx').on(table.entity, table.entityId, table.id),
    index('audit_entries_staff_idx').on(table.staffId, table.id),
  ],
);
