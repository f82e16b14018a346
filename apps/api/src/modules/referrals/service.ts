import { randomInt } from 'node:crypto';
import {
  type Language,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_COUPON_PERCENT,
  type Referral,
  type ReferralTerms,
  shopNameOf,
} from '@shop/contract';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralInvitations } from '../../db/schema/referrals.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CustomerService } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { referralLink, renderInvitationMail } from './mail-templates.ts';

export interface ReferralSettings {
  publicUrl: string;
  shopName: string | null;
  /** ReferAFriend points of the sender when the friend's first order completes. */
  senderPoints: number;
  /** AcceptReferAFriend points of the friend then. */
  friendPoints: number;
  /** Days the friend's coupon stays valid. */
  couponDays: number;
}

export interface ReferralSources {
  mail: MailService;
  customers: CustomerService;
  loyalty: LoyaltyService;
  promotions: PromotionService;
}

/** What the referrals need of an order that completed. */
export interface ReferralOrder {
  customerId: number | null;
  code: string;
}

const refusal = (key: 'referral_own_email' | 'referral_existing_customer') =>
  new HttpError(400, key, { email: [key] });

function newCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

/** The ledger's and the coupon's source of an invitation's rewards: once per invitation. */
const rewardSource = (code: string) => `referral:${code}`;

/**
 * Refer a friend (decision 017): a signed-in customer invites an address, the friend registers
 * with the mailed code, and the friend's first completed order rewards both, once.
 */
export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly sources: ReferralSources,
    private readonly settings: ReferralSettings,
  ) {}

  get terms(): ReferralTerms {
    return {
      sender_points: this.settings.senderPoints,
      friend_points: this.settings.friendPoints,
      coupon_pct: REFERRAL_COUPON_PERCENT,
      coupon_days: this.settings.couponDays,
    };
  }

  /**
   * Invites `email` (trimmed, lower-case) in the sender's `language` and mails the link; the
   * sender's own address and an existing customer's are refused on the field, storing nothing.
   * Inviting an address again mails the same invitation (its code) again.
   */
  async invite(
    senderId: number,
    email: string,
    comments: string | null,
    language: Language,
  ): Promise<{ code: string; url: string }> {
    const { customers } = this.sources;
    const sender = await customers.profile(senderId);
    if (sender.eml.toLowerCase() === email) throw refusal('referral_own_email');
    if ((await customers.idByEmail(email)) !== undefined) throw refusal('referral_existing_customer');
    const code = await this.store(senderId, email, comments, language);
    const url = referralLink(this.settings.publicUrl, language, code);
    const name = [sender.fnm, sender.lnm].filter(Boolean).join(' ').trim();
    await this.sources.mail.send(
      renderInvitationMail({
        to: email,
        language,
        sender: name || sender.eml,
        comments,
        code,
        url,
        shopName: shopNameOf(this.settings.shopName, language),
        couponPercent: REFERRAL_COUPON_PERCENT,
      }),
    );
    return { code, url };
  }

  /** One row per sender and address: a new one with a fresh code, else the same one mailed again. */
  private async store(senderId: number, email: string, comments: string | null, language: Language) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const [row] = await this.db
          .insert(referralInvitations)
          .values({ code: newCode(), senderId, email, comments, language })
          .onConflictDoUpdate({
            target: [referralInvitations.senderId, referralInvitations.email],
            set: {
              comments,
              language,
              mailCount: sql`least(${referralInvitations.mailCount} + 1, 32767)`,
              lastMailedAt: sql`now()`,
            },
          })
          .returning({ code: referralInvitations.code });
        if (!row) throw new Error('referral_invitations upsert returned nothing');
        return row.code;
      } catch (error) {
        // Only a clash of the random code (one in 10^15) is retried with another one.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('no free referral code');
  }

  /**
   * Links a newly registered account to the invitation of the code it registered with. An unknown
   * code, one another account already took, or the sender's own does nothing.
   */
  async linkRegistration(customerId: number, code: string): Promise<void> {
    await this.db
      .update(referralInvitations)
      .set({ inviteeId: customerId, registeredAt: sql`now()` })
      .where(
        and(
          eq(referralInvitations.code, code.trim().toUpperCase()),
          isNull(referralInvitations.inviteeId),
          ne(referralInvitations.senderId, customerId),
          sql`not exists (select 1 from referral_invitations linked where linked.invitee_id = ${customerId})`,
        ),
      );
  }

  /**
   * In the transaction that completes an order: the invited customer's first completed order
   * claims the invitation (only while unrewarded, so a replay or a later order finds it claimed),
   * then the sender gets ReferAFriend points, the friend AcceptReferAFriend points and a personal
   * coupon, each idempotent by the invitation's source.
   */
  async orderCompleted(tx: Db, order: ReferralOrder): Promise<void> {
    if (order.customerId === null) return;
    const [claimed] = await tx
      .update(referralInvitations)
      .set({ rewardedAt: sql`now()`, rewardedOrderCode: order.code })
      .where(and(eq(referralInvitations.inviteeId, order.customerId), isNull(referralInvitations.rewardedAt)))
      .returning({ code: referralInvitations.code, senderId: referralInvitations.senderId });
    if (!claimed) return;
    const source = rewardSource(claimed.code);
    const { loyalty, promotions } = this.sources;
    if (this.settings.senderPoints > 0) {
      await loyalty.record(
        {
          customerId: claimed.senderId,
          kind: 'ReferAFriend',
          source,
          approvedPoints: this.settings.senderPoints,
        },
        tx,
      );
    }
    if (this.settings.friendPoints > 0) {
      await loyalty.record(
        {
          customerId: order.customerId,
          kind: 'AcceptReferAFriend',
          source,
          approvedPoints: this.settings.friendPoints,
        },
        tx,
      );
    }
    await promotions.issueCustomerCoupon(tx, {
      customerId: order.customerId,
      percent: REFERRAL_COUPON_PERCENT,
      reason: 'Referral',
      source,
      validDays: this.settings.couponDays,
    });
  }

  /** The sender's invitations, newest first, with where each stands. */
  async listFor(senderId: number): Promise<Referral[]> {
    const rows = await this.db
      .select({
        code: referralInvitations.code,
        email: referralInvitations.email,
        lastMailedAt: referralInvitations.lastMailedAt,
        registeredAt: referralInvitations.registeredAt,
        rewardedAt: referralInvitations.rewardedAt,
      })
      .from(referralInvitations)
      .where(eq(referralInvitations.senderId, senderId))
      .orderBy(desc(referralInvitations.id));
    return rows.map((row) => ({
      cd: row.code,
      eml: row.email,
      state: row.rewardedAt ? 'rewarded' : row.registeredAt ? 'registered' : 'sent',
      sent: row.lastMailedAt.toISOString(),
      registered: row.registeredAt?.toISOString() ?? null,
      rewarded: row.rewardedAt?.toISOString() ?? null,
    }));
  }
}
