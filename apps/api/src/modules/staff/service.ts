import { Role, type StaffRoleName } from '@shop/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { impersonationActions, impersonationGrants, staffUsers } from '../../db/schema/staff.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkLink } from '../../lib/links.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { deriveKey, hashToken, newGuid } from '../../lib/secrets.ts';
import type { AuthenticatedStaff } from '../../plugins/auth.ts';

/** Spec: the impersonation link works once, within 5 minutes. */
export const IMPERSONATION_LINK_MINUTES = 5;
const STAFF_TOKEN_MINUTES = 30;
const ISSUER = 'pharmacy-shop';
const AUDIENCE = 'staff';

const ROLE_VALUES: Record<StaffRoleName, number> = {
  Inspector: Role.Inspector,
  SalesPerson: Role.SalesPerson,
};

export function roleName(value: number): StaffRoleName | null {
  if (value === Role.Inspector) return 'Inspector';
  if (value === Role.SalesPerson) return 'SalesPerson';
  return null;
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
 * Staff users (Inspector, SalesPerson) and what they may do: a SalesPerson issues a single-use
 * link to act for a customer; an Inspector reads the log of actions taken that way.
 */
export class StaffService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    secret: string,
  ) {
    this.key = deriveKey(secret, 'staff-access-token');
  }

  async create(email: string, role: StaffRoleName, password: string): Promise<number> {
    try {
      const [row] = await this.db
        .insert(staffUsers)
        .values({
          email: email.trim().toLowerCase(),
          role: ROLE_VALUES[role],
          passwordHash: await hashPassword(password),
        })
        .returning({ id: staffUsers.id });
      if (!row) throw new Error('staff_users insert returned nothing');
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'account_exists');
      throw error;
    }
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
    return { id: staff.id, eml: staff.email, role, at, atd: STAFF_TOKEN_MINUTES };
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

  async issueImpersonation(staffId: number, customerId: number): Promise<{ guid: string; expiresAt: Date }> {
    const guid = newGuid();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + IMPERSONATION_LINK_MINUTES * 60_000);
    await this.db
      .insert(impersonationGrants)
      .values({ tokenHash: hashToken(guid), staffId, customerId, createdAt: now, expiresAt });
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
