import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { customerSessions, refreshTokens } from '../../db/schema/customers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { deriveKey, hashToken, newOpaqueToken } from '../../lib/secrets.ts';
import type { AuthenticatedCustomer } from '../../plugins/auth.ts';

export interface IssuedSession {
  sessionId: string;
  customerId: number;
  startedAt: Date;
  expiresAt: Date;
  accessToken: string;
  refreshToken: string;
}

export interface SessionSettings {
  secret: string;
  accessTokenMinutes: number;
  refreshTokenMinutes: number;
}

const ISSUER = 'pharmacy-shop';
const AUDIENCE = 'customer';
/** A SalesPerson acting for a customer gets a short session, whatever the normal lifetime. */
export const IMPERSONATED_SESSION_MINUTES = 60;

type SessionRow = typeof customerSessions.$inferSelect;

const unauthorized = () => new HttpError(401, 'unauthorized');

/**
 * Sign-in sessions: a short JWT access token, and an opaque refresh token that is replaced
 * on every use. Each session is one refresh-token family with an absolute expiry; a refresh
 * token presented a second time means it was stolen or replayed, so the whole family is revoked.
 */
export class SessionService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
  ) {
    this.key = deriveKey(settings.secret, 'customer-access-token');
  }

  get accessTokenMinutes(): number {
    return this.settings.accessTokenMinutes;
  }

  async start(customerId: number, impersonatorStaffId: number | null = null): Promise<IssuedSession> {
    const now = new Date();
    const minutes =
      impersonatorStaffId === null ? this.settings.refreshTokenMinutes : IMPERSONATED_SESSION_MINUTES;
    const refreshToken = newOpaqueToken();
    const session = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerSessions)
        .values({
          customerId,
          impersonatorStaffId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + minutes * 60_000),
        })
        .returning();
      if (!row) throw new Error('customer_sessions insert returned nothing');
      await tx
        .insert(refreshTokens)
        .values({ tokenHash: hashToken(refreshToken), sessionId: row.id, createdAt: now });
      return row;
    });
    return this.issued(session, refreshToken);
  }

  /** The customer of a bearer token, or null when the token is invalid, expired or its session has ended. */
  async authenticate(accessToken: string): Promise<AuthenticatedCustomer | null> {
    const claims = await this.verifyAccessToken(accessToken, 0);
    if (!claims) return null;
    const [session] = await this.db
      .select()
      .from(customerSessions)
      .where(and(eq(customerSessions.id, claims.sid), eq(customerSessions.customerId, claims.customerId)));
    if (!session || !this.isLive(session, new Date())) return null;
    return {
      id: session.customerId,
      sessionId: session.id,
      impersonatorStaffId: session.impersonatorStaffId,
    };
  }

  /**
   * Exchanges a refresh token (and the access token of the same session, which may have
   * expired) for a new pair. A second use of one refresh token revokes its session.
   */
  async refresh(accessToken: string, refreshToken: string): Promise<IssuedSession> {
    // An expired access token is expected here; it only has to be ours and name the session.
    const claims = await this.verifyAccessToken(accessToken, this.settings.refreshTokenMinutes * 60);
    if (!claims) throw unauthorized();
    const now = new Date();
    const tokenHash = hashToken(refreshToken);
    const [found] = await this.db
      .select({ token: refreshTokens, session: customerSessions })
      .from(refreshTokens)
      .innerJoin(customerSessions, eq(customerSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!found || found.session.id !== claims.sid) throw unauthorized();
    if (found.token.usedAt !== null) {
      await this.revoke(found.session.id, 'refresh_token_reuse');
      throw unauthorized();
    }
    if (!this.isLive(found.session, now)) throw unauthorized();
    const next = newOpaqueToken();
    const rotated = await this.db.transaction(async (tx) => {
      // The conditional update makes two concurrent uses of one token race to a single winner.
      const [used] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      if (!used) return false;
      await tx
        .insert(refreshTokens)
        .values({ tokenHash: hashToken(next), sessionId: found.session.id, createdAt: now });
      return true;
    });
    if (!rotated) {
      await this.revoke(found.session.id, 'refresh_token_reuse');
      throw unauthorized();
    }
    return this.issued(found.session, next);
  }

  /** The session a refresh token belongs to, if any (logout with only a refresh token). */
  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const [row] = await this.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return row?.sessionId ?? null;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
  }

  /** Ends every session of a customer, except the one given (the one that changed the password). */
  async revokeAllOf(customerId: number, reason: string, exceptSessionId?: string): Promise<void> {
    const conditions = [eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)];
    if (exceptSessionId) conditions.push(ne(customerSessions.id, exceptSessionId));
    await this.db
      .update(customerSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(...conditions));
  }

  private isLive(session: SessionRow, now: Date): boolean {
    return session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
  }

  private async issued(session: SessionRow, refreshToken: string): Promise<IssuedSession> {
    const accessToken = await new SignJWT({
      sid: session.id,
      ...(session.impersonatorStaffId === null ? {} : { imp: session.impersonatorStaffId }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.customerId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      // Tokens issued in the same second would otherwise be identical: each is its own.
      .setJti(randomUUID())
      .setExpirationTime(`${this.settings.accessTokenMinutes}m`)
      .sign(this.key);
    return {
      sessionId: session.id,
      customerId: session.customerId,
      startedAt: session.createdAt,
      expiresAt: session.expiresAt,
      accessToken,
      refreshToken,
    };
  }

  private async verifyAccessToken(
    token: string,
    clockToleranceSeconds: number,
  ): Promise<{ customerId: number; sid: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTolerance: clockToleranceSeconds,
      });
      const customerId = Number(payload.sub);
      if (!Number.isInteger(customerId) || typeof payload.sid !== 'string') return null;
      return { customerId, sid: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
