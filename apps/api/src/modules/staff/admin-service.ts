import { randomBytes } from 'node:crypto';
import {
  type AdminStaffCreate,
  type AdminStaffList,
  type AdminStaffMember,
  type AdminStaffQuery,
  type AdminStaffSaved,
  type AdminStaffUpdate,
  isLanguage,
  Role,
} from '@shop/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/staff.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/index.ts';
import { ROLE_VALUES, roleName } from './roles.ts';

type StaffRow = typeof staffUsers.$inferSelect;

const SORTS = {
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  login: staffUsers.lastLoginAt,
  created: staffUsers.createdAt,
} as const;

/** A generated password: 24 characters of base64url, printed or shown once, stored as a hash. */
export const generatedPassword = () => randomBytes(18).toString('base64url');

function memberOf(row: StaffRow): AdminStaffMember {
  return {
    id: row.id,
    eml: row.email,
    nm: row.name,
    role: roleName(row.role) ?? 'Inspector',
    lang: isLanguage(row.language) ? row.language : 'el',
    created: row.createdAt.toISOString(),
    login: row.lastLoginAt?.toISOString() ?? null,
    disabled: row.disabledAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a staff member: never the password's hash. */
const audited = (row: StaffRow) => {
  const { id, eml, nm, role, lang, disabled } = memberOf(row);
  return { id, eml, nm, role, lang, disabled };
};

/**
 * The Admin's management of staff (decision 038): who works in the back office, with which role,
 * enabled or not. Each change is audited in its transaction; disabling or a new password ends the
 * member's sessions, so their tokens are refused at once. The shop always keeps an active Admin,
 * and nobody disables or demotes themselves.
 */
export class StaffAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminStaffQuery): Promise<AdminStaffList> {
    const filters: SQL[] = [];
    if (query.q) {
      const pattern = containsPattern(query.q);
      filters.push(sql`(${staffUsers.email} ilike ${pattern} or ${staffUsers.name} ilike ${pattern})`);
    }
    if (query.role) filters.push(eq(staffUsers.role, ROLE_VALUES[query.role]));
    if (query.st === 'active') filters.push(isNull(staffUsers.disabledAt));
    if (query.st === 'disabled') filters.push(isNotNull(staffUsers.disabledAt));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = query.dir === 'desc' ? desc : asc;
    const sorted =
      query.sort === 'login'
        ? sql`${staffUsers.lastLoginAt} ${sql.raw(query.dir)} nulls last`
        : order(SORTS[query.sort]);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(staffUsers)
        .where(where)
        .orderBy(sorted, order(staffUsers.id))
        .limit(query.psize)
        .offset((query.page - 1) * query.psize),
      this.db.select({ n: count() }).from(staffUsers).where(where),
    ]);
    return { items: rows.map(memberOf), total: total?.n ?? 0, page: query.page, psize: query.psize };
  }

  async create(adminId: number, input: AdminStaffCreate): Promise<AdminStaffSaved> {
    const generated = input.pwd === undefined ? generatedPassword() : null;
    const passwordHash = await hashPassword(input.pwd ?? generated ?? '');
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffUsers)
          .values({
            email: input.eml,
            name: input.nm,
            role: ROLE_VALUES[input.role],
            language: input.lang,
            passwordHash,
          })
          .returning();
        if (!row) throw new Error('staff_users insert returned nothing');
        await this.audit.record(tx, {
          staffId: adminId,
          action: 'staff.create',
          entity: 'staff',
          entityId: row.id,
          before: null,
          after: audited(row),
        });
        return { ...memberOf(row), pwd: generated };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'staff_email_taken', { eml: ['email_taken'] });
      throw error;
    }
  }

  async update(adminId: number, input: AdminStaffUpdate): Promise<AdminStaffSaved> {
    const generated = input.pwd === undefined && input.newpwd ? generatedPassword() : null;
    const password = input.pwd ?? generated;
    const passwordHash = password === null ? null : await hashPassword(password);
    return this.db.transaction(async (tx) => {
      // Every active Admin's row is locked first, so two Admins disabling each other at once
      // cannot leave the shop without one: the second sees the first's change.
      await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, Role.Admin), isNull(staffUsers.disabledAt)))
        .orderBy(asc(staffUsers.id))
        .for('update');
      const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.id)).for('update');
      if (!before) throw new HttpError(404, 'staff_not_found');
      const disabling = input.disabled && before.disabledAt === null;
      const roleChanged = ROLE_VALUES[input.role] !== before.role;
      if (input.id === adminId && (input.disabled || roleChanged))
        throw new HttpError(
          422,
          'staff_not_yourself',
          input.disabled ? { disabled: ['staff_not_yourself'] } : { role: ['staff_not_yourself'] },
        );
      const wasActiveAdmin = before.role === Role.Admin && before.disabledAt === null;
      if (wasActiveAdmin && (input.disabled || input.role !== 'Admin')) {
        const [others] = await tx
          .select({ n: count() })
          .from(staffUsers)
          .where(
            and(eq(staffUsers.role, Role.Admin), isNull(staffUsers.disabledAt), ne(staffUsers.id, before.id)),
          );
        if ((others?.n ?? 0) === 0) throw new HttpError(422, 'staff_last_admin');
      }
      const now = new Date();
      const [after] = await tx
        .update(staffUsers)
        .set({
          name: input.nm,
          role: ROLE_VALUES[input.role],
          language: input.lang,
          disabledAt: input.disabled ? (before.disabledAt ?? now) : null,
          ...(passwordHash === null ? {} : { passwordHash }),
        })
        .where(eq(staffUsers.id, input.id))
        .returning();
      if (!after) throw new HttpError(404, 'staff_not_found');
      if (disabling || passwordHash !== null)
        await this.endSessions(tx, after.id, disabling ? 'disabled' : 'password_changed', now);
      await this.audit.record(tx, {
        staffId: adminId,
        action: disabling
          ? 'staff.disable'
          : before.disabledAt !== null && !input.disabled
            ? 'staff.enable'
            : 'staff.update',
        entity: 'staff',
        entityId: after.id,
        before: audited(before),
        after: { ...audited(after), ...(passwordHash === null ? {} : { password: 'changed' }) },
      });
      return { ...memberOf(after), pwd: generated };
    });
  }

  private async endSessions(tx: Db, staffId: number, reason: string, now: Date): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ endedAt: now, endedReason: reason })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  }
}
