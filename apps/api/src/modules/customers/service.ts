import type {
  CustomerProfile,
  CustomerSession,
  Gender,
  Language,
  RegisterRequest,
  UpdateProfileRequest,
} from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerTokens } from '../../db/schema/customers.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkLink } from '../../lib/links.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/secrets.ts';
import type { AuthenticatedCustomer } from '../../plugins/auth.ts';
import type { MailService } from '../mail/index.ts';
import type { StaffService } from '../staff/index.ts';
import { AccountMail } from './account-mail.ts';
import { CustomerLookups, type CustomerRow } from './customer-lookups.ts';
import type { GoogleIdentity, GoogleIdTokenVerifier } from './google.ts';
import type { IssuedSession, SessionService } from './session-service.ts';

const VERIFICATION_LINK_MINUTES = 48 * 60;
const RESET_LINK_MINUTES = 60;

/**
 * What listeners (loyalty's points for registering and for a birth date or gender) hear of an
 * account, after it is stored: customers asks no other domain, so nothing depends back on it.
 */
export type CustomerEvent =
  | { kind: 'registered'; customerId: number; email: string }
  | { kind: 'profile_saved'; customerId: number; birthDate: string | null; gender: Gender | null };

/** A new password among the 10 000 most common ones is refused on its field, before anything is stored. */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, 'password_too_common', { pwd: ['password_too_common'] });
  }
}

/** "maria@example.com" → "m***a@example.com": enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/**
 * Customer accounts: registration with a verified email, password and Google sign-in,
 * password reset and change, the profile; what other domains look up of an account is
 * `CustomerLookups`'. Sessions and their tokens are `SessionService`'s.
 */
export class CustomerService extends CustomerLookups {
  private readonly listeners: ((event: CustomerEvent) => Promise<unknown>)[] = [];
  private readonly accountMail: AccountMail;

  constructor(
    db: Db,
    private readonly sessions: SessionService,
    private readonly google: GoogleIdTokenVerifier,
    mail: MailService,
    private readonly staff: StaffService,
    publicUrl: string,
    /** `SHOP_NAME`; null signs with the demo shop's name. */
    shopName: string | null,
    private readonly afterAnswer: AfterAnswer,
  ) {
    super(db);
    this.accountMail = new AccountMail(db, mail, publicUrl, shopName);
  }

  /** Called after a registration and after every profile save, once the change is stored. */
  onCustomerEvent(listener: (event: CustomerEvent) => Promise<unknown>): void {
    this.listeners.push(listener);
  }

  private async tell(event: CustomerEvent): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }

  get googleClientId(): string | null {
    return this.google.clientId ?? null;
  }

  /**
   * Answers the same, after the same work, whether or not the address has an account: the password
   * is hashed and the row offered either way, and what follows runs after the answer. A new account
   * gets its points and its verification link; the owner of an existing one is mailed that someone
   * tried to register with it, so the answer tells nobody which addresses have accounts.
   */
  async register(input: RegisterRequest, language: Language): Promise<void> {
    refuseCommonPassword(input.pwd);
    const passwordHash = await hashPassword(input.pwd);
    const [customer] = await this.db
      .insert(customers)
      .values({
        email: input.eml,
        passwordHash,
        firstName: input.fnm || null,
        lastName: input.lnm || null,
        language,
        referredByCode: input.ref || null,
      })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (customer) {
      this.afterAnswer.start('registration', async () => {
        await this.accountMail.sendLink(customer, 'verify_email', VERIFICATION_LINK_MINUTES);
        await this.tell({ kind: 'registered', customerId: customer.id, email: customer.email });
      });
      return;
    }
    this.afterAnswer.start('registration with an existing address', async () => {
      const existing = await this.findByEmail(input.eml);
      if (existing) await this.accountMail.send(existing, 'account_exists');
    });
  }

  async verifyRegistration(guid: string): Promise<void> {
    const customer = await this.accountMail.consumeLink(guid, 'verify_email');
    if (customer.emailVerifiedAt !== null) return;
    await this.db.update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, customer.id));
    await this.accountMail.send(customer, 'welcome');
  }

  /**
   * Same answer for an unknown email and a wrong password, after the same argon2 work. The right
   * password of an unverified account mails a new verification link when `mayMailVerification`
   * allows it (the mail limits), and answers the same either way.
   */
  async login(
    email: string,
    password: string,
    language: Language,
    mayMailVerification: () => Promise<boolean>,
  ): Promise<CustomerSession> {
    const customer = await this.findByEmail(email);
    const valid = await verifyPassword(customer?.passwordHash, password);
    if (!customer || !valid) throw new HttpError(401, 'login_not_authorized');
    if (customer.emailVerifiedAt === null) {
      if (await mayMailVerification())
        await this.accountMail.sendLink(customer, 'verify_email', VERIFICATION_LINK_MINUTES);
      throw new HttpError(403, 'account_not_verified');
    }
    return this.signIn(customer, language);
  }

  async googleLogin(idToken: string, language: Language): Promise<CustomerSession> {
    const identity = await this.google.verify(idToken);
    const [linked] = await this.db
      .select()
      .from(customers)
      .where(eq(customers.googleSubject, identity.subject));
    if (linked) return this.signIn(linked, language);
    const existing = await this.findByEmail(identity.email);
    if (existing?.emailVerifiedAt === null) return this.claimUnverified(existing, identity, language);
    // A verified account is not taken over by a Google sign-in with the same email (spec 001 §8).
    if (existing) throw new HttpError(409, 'account_exists');
    let created: CustomerRow | undefined;
    try {
      [created] = await this.db
        .insert(customers)
        .values({
          email: identity.email,
          googleSubject: identity.subject,
          firstName: identity.firstName,
          lastName: identity.lastName,
          language,
          emailVerifiedAt: new Date(),
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'account_exists');
      throw error;
    }
    if (!created) throw new Error('customers insert returned nothing');
    await this.tell({ kind: 'registered', customerId: created.id, email: created.email });
    await this.accountMail.send(created, 'welcome');
    return this.signIn(created, language);
  }

  /**
   * Someone registered this email but never proved it; Google now proves who owns it. The
   * owner takes the account over, and the unproven password (perhaps an attacker's, set to
   * wait for the owner) is removed together with any session.
   */
  private async claimUnverified(
    customer: CustomerRow,
    identity: GoogleIdentity,
    language: Language,
  ): Promise<CustomerSession> {
    const [claimed] = await this.db
      .update(customers)
      .set({
        googleSubject: identity.subject,
        passwordHash: null,
        emailVerifiedAt: new Date(),
        firstName: customer.firstName ?? identity.firstName,
        lastName: customer.lastName ?? identity.lastName,
      })
      .where(and(eq(customers.id, customer.id), isNull(customers.emailVerifiedAt)))
      .returning();
    if (!claimed) throw new HttpError(409, 'account_exists');
    await this.sessions.revokeAllOf(claimed.id, 'claimed_by_google');
    await this.accountMail.send(claimed, 'welcome');
    return this.signIn(claimed, language);
  }

  async impersonate(guid: string): Promise<CustomerSession> {
    const grant = await this.staff.consumeImpersonation(guid);
    const customer = await this.requireCustomer(grant.customerId);
    const session = await this.sessions.start(customer.id, grant.staffId);
    return this.sessionResponse(customer, session);
  }

  async refresh(accessToken: string, refreshToken: string): Promise<CustomerSession> {
    const session = await this.sessions.refresh(accessToken, refreshToken);
    const customer = await this.requireCustomer(session.customerId);
    return this.sessionResponse(customer, session);
  }

  /**
   * Ends the session of the bearer token and those the refresh tokens belong to (the body's and the
   * cookie's, which may name different sessions).
   */
  async logout(
    auth: AuthenticatedCustomer | null,
    refreshTokens: readonly (string | undefined)[],
  ): Promise<void> {
    if (auth) await this.sessions.revoke(auth.sessionId, 'logout');
    for (const refreshToken of new Set(refreshTokens)) {
      if (!refreshToken) continue;
      const sessionId = await this.sessions.sessionOfRefreshToken(refreshToken);
      if (sessionId) await this.sessions.revoke(sessionId, 'logout');
    }
  }

  /**
   * Answers before looking the address up: the time of the answer is the same whether or not the
   * email has an account (mailing a link takes longer than finding none); only the mailbox learns
   * the difference.
   */
  requestPasswordReset(email: string): void {
    this.afterAnswer.start('password reset request', async () => {
      const customer = await this.findByEmail(email);
      if (customer) await this.accountMail.sendLink(customer, 'reset_password', RESET_LINK_MINUTES);
    });
  }

  /** Waits for the account mails started after an answer (closing the app; tests before reading the outbox). */
  settled(): Promise<void> {
    return this.afterAnswer.settled();
  }

  async passwordResetRequest(guid: string): Promise<{ eml: string }> {
    const [row] = await this.db
      .select({ token: customerTokens, email: customers.email })
      .from(customerTokens)
      .innerJoin(customers, eq(customers.id, customerTokens.customerId))
      .where(
        and(eq(customerTokens.tokenHash, hashToken(guid)), eq(customerTokens.purpose, 'reset_password')),
      );
    checkLink(row?.token, new Date());
    return { eml: maskEmail(row?.email ?? '') };
  }

  /**
   * Sets the new password and ends every session: whoever knew the old one is signed out. Every
   * other reset link of the customer is spent too, so an older mail cannot set the password again.
   */
  async resetPassword(guid: string, password: string): Promise<void> {
    // Before the link is spent, so the customer can choose again with the same mail.
    refuseCommonPassword(password);
    const customer = await this.accountMail.consumeLink(guid, 'reset_password');
    const now = new Date();
    await this.db
      .update(customerTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerTokens.customerId, customer.id),
          eq(customerTokens.purpose, 'reset_password'),
          isNull(customerTokens.usedAt),
        ),
      );
    await this.db
      .update(customers)
      .set({
        passwordHash: await hashPassword(password),
        // Following the mailed link proves the mailbox, as verification would.
        emailVerifiedAt: customer.emailVerifiedAt ?? now,
      })
      .where(eq(customers.id, customer.id));
    await this.sessions.revokeAllOf(customer.id, 'password_reset');
    await this.accountMail.send(customer, 'password_changed');
  }

  /** Checks the current password, then ends every other session of the customer. */
  async updatePassword(
    auth: AuthenticatedCustomer,
    currentPassword: string,
    password: string,
  ): Promise<void> {
    if (auth.impersonatorStaffId !== null) throw new HttpError(403, 'not_while_impersonating');
    refuseCommonPassword(password);
    const customer = await this.requireCustomer(auth.id);
    if (!(await verifyPassword(customer.passwordHash, currentPassword))) {
      throw new HttpError(400, 'invalid_current_password', { opwd: ['invalid_current_password'] });
    }
    await this.db
      .update(customers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(customers.id, customer.id));
    await this.sessions.revokeAllOf(customer.id, 'password_changed', auth.sessionId);
    // The owner hears of the change even when it was not theirs (ASVS: notify on credential updates).
    await this.accountMail.send(customer, 'password_changed');
  }

  async profile(customerId: number): Promise<CustomerProfile> {
    return this.profileOf(await this.requireCustomer(customerId));
  }

  async updateProfile(customerId: number, input: UpdateProfileRequest): Promise<CustomerProfile> {
    const [updated] = await this.db
      .update(customers)
      .set({
        firstName: input.fnm,
        lastName: input.lnm,
        phone: input.mob,
        gender: input.gd,
        birthDate: input.dob,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (!updated) throw new HttpError(404, 'customer_not_found');
    await this.tell({
      kind: 'profile_saved',
      customerId: updated.id,
      birthDate: updated.birthDate,
      gender: updated.gender,
    });
    return this.profileOf(updated);
  }

  private profileOf(customer: CustomerRow): CustomerProfile {
    return {
      id: customer.id,
      eml: customer.email,
      fnm: customer.firstName,
      lnm: customer.lastName,
      mob: customer.phone,
      gd: customer.gender,
      dob: customer.birthDate,
    };
  }

  private async signIn(customer: CustomerRow, language: Language): Promise<CustomerSession> {
    await this.db
      .update(customers)
      .set({ lastLoginAt: new Date(), language })
      .where(eq(customers.id, customer.id));
    const session = await this.sessions.start(customer.id);
    return this.sessionResponse(customer, session);
  }

  private sessionResponse(customer: CustomerRow, session: IssuedSession): CustomerSession {
    return {
      id: customer.id,
      eml: customer.email,
      fnm: customer.firstName,
      lnm: customer.lastName,
      gd: customer.gender,
      rgd: customer.createdAt.toISOString(),
      lld: session.startedAt.toISOString(),
      at: session.accessToken,
      rt: session.refreshToken,
      atd: this.sessions.accessTokenMinutes,
      rtd: Math.round((session.expiresAt.getTime() - session.startedAt.getTime()) / 60_000),
    };
  }

  private async requireCustomer(id: number): Promise<CustomerRow> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    if (!row) throw new HttpError(404, 'customer_not_found');
    return row;
  }
}
