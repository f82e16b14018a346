import { type Language, languageOr, NEWSLETTER_VERIFICATION_HOURS, shopNameOf } from '@shop/contract';
import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type NewsletterSource,
  type NewsletterStatus,
  newsletterSubscriptions,
  newsletterTokens,
} from '../../db/schema/newsletter.ts';
import { HttpError } from '../../lib/http-error.ts';
import { checkLink } from '../../lib/links.ts';
import { hashToken, newGuid } from '../../lib/secrets.ts';
import { type CustomerService, EXPIRED_LINK_KEEP_DAYS } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService, OutgoingMail } from '../mail/index.ts';
import { listUnsubscribeHeaders, renderVerificationMail, unsubscribePageUrl } from './mail-templates.ts';
import { UnsubscribeTokens } from './unsubscribe-token.ts';

/** At most this many confirmation mails per address in an hour, whoever asks (footer, checkout). */
export const VERIFICATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export interface NewsletterSettings {
  publicUrl: string;
  /** `SHOP_NAME`; null signs with the demo shop's name. */
  shopName: string | null;
  /** `APP_SECRET`: signs the unsubscribe tokens. */
  secret: string;
  /** Points a customer's confirmation credits once (`NEWSLETTER_POINTS`). */
  points: number;
}

export interface NewsletterSources {
  mail: MailService;
  loyalty: LoyaltyService;
  customers: CustomerService;
}

/**
 * The shop's own newsletter list with double opt-in (decision 015): a sign-up is pending until the
 * mailed link is followed; a customer's first confirmation credits Newsletter points once; every
 * newsletter mail carries a signed one-click unsubscribe (RFC 8058).
 */
export class NewsletterService {
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly db: Db,
    private readonly sources: NewsletterSources,
    private readonly settings: NewsletterSettings,
  ) {
    this.tokens = new UnsubscribeTokens(settings.secret);
  }

  /**
   * Records the wish to subscribe and mails a confirmation link in `language`. Does the same
   * whatever the address's state, so the answer tells nobody whether it is subscribed: a
   * confirmed address is left as it is and gets no mail, and an address that had its
   * `VERIFICATION_MAILS_PER_HOUR` mails this hour gets no more.
   */
  async subscribe(email: string, language: Language, source: NewsletterSource): Promise<void> {
    const address = email.trim().toLowerCase();
    const now = new Date();
    const status = newsletterSubscriptions.status;
    const [row] = await this.db
      .insert(newsletterSubscriptions)
      .values({ email: address, language, source, status: 'pending', requestedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          language,
          source,
          requestedAt: now,
          status: sql`case when ${status} = 'confirmed' then 'confirmed' else 'pending' end`,
        },
      })
      .returning({ id: newsletterSubscriptions.id, status });
    if (!row) throw new Error('newsletter_subscriptions upsert returned nothing');
    if (row.status === 'confirmed') return;
    const [recent] = await this.db
      .select({ mails: count() })
      .from(newsletterTokens)
      .where(
        and(
          eq(newsletterTokens.subscriptionId, row.id),
          gt(newsletterTokens.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.mails ?? 0) >= VERIFICATION_MAILS_PER_HOUR) return;
    const guid = newGuid();
    await this.db.insert(newsletterTokens).values({
      tokenHash: hashToken(guid),
      subscriptionId: row.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + NEWSLETTER_VERIFICATION_HOURS * HOUR_MS),
    });
    await this.sources.mail.send(
      renderVerificationMail({
        to: address,
        language,
        guid,
        publicUrl: this.settings.publicUrl,
        shopName: shopNameOf(this.settings.shopName, language),
        token: this.tokens.sign(row.id, address),
      }),
    );
  }

  /**
   * Follows a mailed link once: unknown 404, used or expired 422. Confirms the subscription and,
   * when the address is a customer's, credits the Newsletter points (once per customer, by the
   * ledger's unique kind and source) in the same transaction. Answers the points credited now.
   */
  async verify(guid: string): Promise<{ points: number }> {
    const tokenHash = hashToken(guid);
    const now = new Date();
    const [token] = await this.db
      .select({
        expiresAt: newsletterTokens.expiresAt,
        usedAt: newsletterTokens.usedAt,
        email: newsletterSubscriptions.email,
      })
      .from(newsletterTokens)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterTokens.subscriptionId))
      .where(eq(newsletterTokens.tokenHash, tokenHash));
    checkLink(token, now);
    const customerId = token ? await this.sources.customers.idByEmail(token.email) : undefined;
    const points = this.settings.points;
    return this.db.transaction(async (tx) => {
      // Conditional on still being unused, so two simultaneous clicks confirm once.
      const [consumed] = await tx
        .update(newsletterTokens)
        .set({ usedAt: now })
        .where(and(eq(newsletterTokens.tokenHash, tokenHash), isNull(newsletterTokens.usedAt)))
        .returning({ subscriptionId: newsletterTokens.subscriptionId });
      if (!consumed) throw new HttpError(422, 'link_used');
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null })
        .where(eq(newsletterSubscriptions.id, consumed.subscriptionId));
      if (customerId === undefined || points <= 0) return { points: 0 };
      const credited = await this.sources.loyalty.record(
        { customerId, kind: 'Newsletter', source: `newsletter:${customerId}`, approvedPoints: points },
        tx,
      );
      return { points: credited ? points : 0 };
    });
  }

  /** One click from a mail: the signed token names the subscription. A forged or unknown token is 404. */
  async unsubscribe(token: string): Promise<void> {
    const subscription = await this.subscriptionOfToken(token);
    await this.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscriptions.id, subscription.id),
          ne(newsletterSubscriptions.status, 'unsubscribed'),
        ),
      );
  }

  /** Checks a token without acting on it (a mail client opening the List-Unsubscribe address). */
  async checkUnsubscribeToken(token: string): Promise<void> {
    await this.subscriptionOfToken(token);
  }

  /**
   * A campaign mail to one address: sent only while its subscription is confirmed, in its language,
   * always with the list headers and an unsubscribe page link of that address. False when not sent.
   */
  async sendToSubscriber(
    email: string,
    build: (reader: { language: Language; unsubscribeUrl: string }) => Omit<OutgoingMail, 'to' | 'headers'>,
  ): Promise<boolean> {
    const link = await this.marketingLink(email);
    if (!link) return false;
    const content = build({ language: link.language, unsubscribeUrl: link.unsubscribeUrl });
    await this.sources.mail.send({ ...content, to: link.email, headers: link.headers });
    return true;
  }

  /**
   * What a marketing mail to an address needs while it has consented (a confirmed subscription):
   * its language, the list headers (one-click unsubscribe, RFC 8058) and the unsubscribe page.
   * Undefined without consent: nothing may be sent.
   */
  async marketingLink(
    email: string,
  ): Promise<
    { email: string; language: Language; headers: Record<string, string>; unsubscribeUrl: string } | undefined
  > {
    const [row] = await this.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, email.trim().toLowerCase()),
          eq(newsletterSubscriptions.status, 'confirmed'),
        ),
      );
    if (!row) return undefined;
    const link = {
      publicUrl: this.settings.publicUrl,
      language: languageOr(row.language),
      token: this.tokens.sign(row.id, row.email),
    };
    return {
      email: row.email,
      language: link.language,
      headers: listUnsubscribeHeaders(link),
      unsubscribeUrl: unsubscribePageUrl(link),
    };
  }

  /** The state of an address, for tests and the back office; undefined when it never signed up. */
  async statusOf(email: string): Promise<NewsletterStatus | undefined> {
    const [row] = await this.db
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()));
    return row?.status;
  }

  /**
   * Deletes confirmation links expired more than `keepDays` ago (until then they answer "expired";
   * by default as long as the account's mailed links); answers how many.
   */
  async deleteExpiredLinks(keepDays = EXPIRED_LINK_KEEP_DAYS, now = new Date()): Promise<number> {
    const deleted = await this.db
      .delete(newsletterTokens)
      .where(lt(newsletterTokens.expiresAt, new Date(now.getTime() - keepDays * 86_400_000)))
      .returning({ tokenHash: newsletterTokens.tokenHash });
    return deleted.length;
  }

  private async subscriptionOfToken(token: string) {
    const id = this.tokens.idOf(token);
    const [row] =
      id === undefined
        ? []
        : await this.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    if (!row || !this.tokens.verify(token, row.id, row.email)) throw new HttpError(404, 'link_invalid');
    return row;
  }
}
