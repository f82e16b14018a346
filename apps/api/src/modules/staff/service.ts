import { randomBytes } from 'node:crypto';
import { isLanguage, type Language, Role, type StaffProfile, type StaffRoleName } from '@shop/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { impersonationActions, impersonationGrants, staffUsers } from '../../db/schema/staff.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkLink } from '../../lib/links.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { deriveKey, hashToken, newGuid } from '../../lib/secrets.ts';
import type { AuthenticatedStaff } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/index.ts';

/** Spec: the impersonation link works once, within 5 minutes. */
export const IMPERSONATION_LINK_MINUTES = 5;
const STAFF_TOKEN_MINUTES = 30;
export const DEMO_ADMIN_EMAIL = 'admin@example.com';
const ISSUER = 'pharmacy-shop';
const AUDIENCE = 'staff';

const ROLE_VALUES: Record<StaffRoleName, number> = {
  Inspector: Role.Inspector,
  SalesPerson: Role.SalesPerson,
  Admin: Role.Admin,
};

export function roleName(value: number): StaffRoleName | null {
  if (value === Role.Inspector) return 'Inspector';
  if (value === Role.SalesPerson) return 'SalesPerson';
  if (value === Role.Admin) return 'Admin';
  return null;
}

function profileOf(staff: typeof staffUsers.$inferSelect, role: StaffRoleName): StaffProfile {
  return {
    id: staff.id,
    eml: staff.email,
    nm: staff.name,
    role,
    lang: isLanguage(staff.language) ? staff.language : 'el',
  };
}

export interface ImpersonatedAction {
  staffId: number;
  customerId: number;
  sessionId: string;
  method: string;
  route: string;
  statusCode: number;
}

/**
 * Staff users (Inspector, SalesPerson, Admin; what each may do is `STAFF_PERMISSIONS`): a
 * SalesPerson issues a single-use link to act for a customer; the log of actions taken that way.
 */
export class StaffService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly audit: AuditService,
  ) {
    this.key = deriveKey(secret, 'staff-access-token');
  }

  async create(
    email: string,
    role: StaffRoleName,
    password: string,
    profile: { name?: string; language?: Language } = {},
  ): Promise<number> {
    try {
      const [row] = await this.db
        .insert(staffUsers)
        .values({
          email: email.trim().toLowerCase(),
          role: ROLE_VALUES[role],
          passwordHash: await hashPassword(password),
          name: profile.name?.trim() ?? '',
          language: profile.language ?? 'el',
        })
        .returning({ id: staffUsers.id });
      if (!row) throw new Error('staff_users insert returned nothing');
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'account_exists');
      throw error;
    }
  }

  /**
   * A newcomer's first Admin for the demo shop: created only while no Admin exists, with a
   * password generated here and answered once (never a fixed one; only its hash is stored).
   */
  async createDemoAdmin(): Promise<{ email: string; password: string } | null> {
    const [admin] = await this.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.role, Role.Admin))
      .limit(1);
    if (admin) return null;
    const password = randomBytes(18).toString('base64url');
    try {
      await this.create(DEMO_ADMIN_EMAIL, 'Admin', password);
    } catch (error) {
      if (error instanceof HttpError && error.messageKey === 'account_exists') return null;
      throw error;
    }
    return { email: DEMO_ADMIN_EMAIL, password };
  }

  async login(email: string, password: string) {
    const [staff] = await this.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, email.trim().toLowerCase()));
    const valid = await verifyPassword(staff?.passwordHash, password);
    const role = staff ? roleName(staff.role) : null;
    if (!staff || !valid || !role) throw new HttpError(401, 'login_not_authorized');
    await this.db.update(staffUsers).set({ lastLoginAt: new Date() }).where(eq(staffUsers.id, staff.id));
    const at = await new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(staff.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${STAFF_TOKEN_MINUTES}m`)
      .sign(this.key);
    return { ...profileOf(staff, role), at, atd: STAFF_TOKEN_MINUTES };
  }

  /** A staff member changes their own name and back-office language. */
  async updateProfile(id: number, update: { nm: string; lang: Language }): Promise<StaffProfile> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
      const role = before ? roleName(before.role) : null;
      if (!before || !role) throw new HttpError(401, 'unauthorized');
      const [after] = await tx
        .update(staffUsers)
        .set({ name: update.nm, language: update.lang })
        .where(eq(staffUsers.id, id))
        .returning();
      if (!after) throw new HttpError(401, 'unauthorized');
      await this.audit.record(tx, {
        staffId: id,
        action: 'staff.update',
        entity: 'staff',
        entityId: id,
        before: { nm: before.name, lang: before.language },
        after: { nm: after.name, lang: after.language },
      });
      return profileOf(after, role);
    });
  }

  /** The staff member's own account, for the back office's header and language. */
  async profile(id: number): Promise<StaffProfile | null> {
    const [staff] = await this.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    const role = staff ? roleName(staff.role) : null;
    return staff && role ? profileOf(staff, role) : null;
  }

  /** The staff member of a bearer token; the role is read from the database, so a change applies at once. */
  async authenticate(token: string): Promise<AuthenticatedStaff | null> {
    let subject: string | undefined;
    try {
      ({
        payload: { sub: subject },
      } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    const id = Number(subject);
    if (!Number.isInteger(id)) return null;
    const [staff] = await this.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    const role = staff ? roleName(staff.role) : null;
    return staff && role ? { id: staff.id, role } : null;
  }

  /** The email of each staff member named, for lists that show who did something. */
  async emailsOf(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: staffUsers.id, email: staffUsers.email })
      .from(staffUsers)
      .where(inArray(staffUsers.id, unique));
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  async issueImpersonation(staffId: number, customerId: number): Promise<{ guid: string; expiresAt: Date }> {
    const guid = newGuid();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + IMPERSONATION_LINK_MINUTES * 60_000);
    await this.db.transaction(async (tx) => {
      await tx
        .insert(impersonationGrants)
        .values({ tokenHash: hashToken(guid), staffId, customerId, createdAt: now, expiresAt });
      await this.audit.record(tx, {
        staffId,
        action: 'customer.impersonate',
        entity: 'customer',
        entityId: customerId,
        before: null,
        after: { expiresAt },
      });
    });
    return { guid, expiresAt };
  }

  async consumeImpersonation(guid: string): Promise<{ staffId: number; customerId: number }> {
    const tokenHash = hashToken(guid);
    const now = new Date();
    const [grant] = await this.db
      .select()
      .from(impersonationGrants)
      .where(eq(impersonationGrants.tokenHash, tokenHash));
    checkLink(grant, now);
    const [consumed] = await this.db
      .update(impersonationGrants)
      .set({ usedAt: now })
      .where(and(eq(impersonationGrants.tokenHash, tokenHash), isNull(impersonationGrants.usedAt)))
      .returning({ staffId: impersonationGrants.staffId, customerId: impersonationGrants.customerId });
    if (!consumed) throw new HttpError(422, 'link_used');
    return consumed;
  }

  async recordImpersonatedAction(action: ImpersonatedAction): Promise<void> {
    await this.db.insert(impersonationActions).values(action);
  }

  impersonatedActions(limit = 200) {
    return this.db.select().from(impersonationActions).orderBy(desc(impersonationActions.id)).limit(limit);
  }
}
