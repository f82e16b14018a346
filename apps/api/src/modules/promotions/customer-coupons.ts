import { randomInt } from 'node:crypto';
import {
  type CustomerCoupon,
  type CustomerCouponReason,
  type CustomerCouponState,
  centsToEuros,
  type Language,
  type Offer,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { coupons, promotionPolicies } from '../../db/schema/promotions.ts';
import { localized, localizedOrGreek } from '../../lib/localized.ts';

/** What a domain asks for when it gives a customer a coupon of their own. */
export interface CustomerCouponIssue {
  customerId: number;
  /** Percentage off the order's goods. */
  percent: number;
  reason: CustomerCouponReason;
  /** What causes it (`referral:CODE`): the same source never issues a second coupon. */
  source: string;
  /** Days it stays valid from now. */
  validDays: number;
}

const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PREFIX: Record<CustomerCouponReason, string> = { Referral: 'FR', Birthday: 'BD', Tier: 'TR' };

/** The name of a personal coupon's policy, which the wallet and the cart show. */
const POLICY_NAMES: Record<CustomerCouponReason, (percent: number) => { el: string; en: string }> = {
  Referral: (percent) => ({
    el: `Έκπτωση ${percent}% από πρόσκληση φίλου`,
    en: `${percent}% off from a friend's invitation`,
  }),
  Birthday: (percent) => ({
    el: `Έκπτωση ${percent}% για τα γενέθλιά σας`,
    en: `${percent}% off for your birthday`,
  }),
  Tier: (percent) => ({ el: `Έκπτωση ${percent}% του επιπέδου σας`, en: `${percent}% off for your tier` }),
};

const POLICY_DESCRIPTIONS: Record<Language, string> = {
  el: 'Ισχύει μία φορά, μόνο για τον λογαριασμό σας, σε όλα τα προϊόντα εκτός από δωροκάρτες.',
  en: 'Valid once, for your account only, on every product except gift cards.',
};

function newCouponCode(reason: CustomerCouponReason): string {
  let code = CODE_PREFIX[reason];
  for (let index = 0; index < 8; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The coupon-only percentage policy behind every personal coupon of one reason and percentage,
 * created on first use; the offers page never lists a policy that has personal coupons.
 */
async function personalPolicyId(tx: Db, reason: CustomerCouponReason, percent: number): Promise<number> {
  const code = `personal-${reason.toLowerCase()}-${percent}`;
  const name = POLICY_NAMES[reason](percent);
  await tx
    .insert(promotionPolicies)
    .values({
      code,
      nameEl: name.el,
      nameEn: name.en,
      descriptionEl: POLICY_DESCRIPTIONS.el,
      descriptionEn: POLICY_DESCRIPTIONS.en,
      kind: 'Percentage',
      percent,
      combinationRule: 'CouponOnly',
    })
    .onConflictDoNothing({ target: promotionPolicies.code });
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from promotion_policies where code = ${code}`,
  );
  if (!row) throw new Error(`personal policy ${code} missing`);
  return row.id;
}

/**
 * Issues the customer's coupon for `source` once, inside the caller's transaction, and answers its
 * code; asked again for the same source it answers the coupon issued the first time. The insert's
 * `on conflict do nothing` is the check (a unique source), never a look first.
 */
export async function issueCustomerCoupon(
  tx: Db,
  issue: CustomerCouponIssue,
  now = new Date(),
): Promise<string> {
  const policyId = await personalPolicyId(tx, issue.reason, issue.percent);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await tx
      .insert(coupons)
      .values({
        code: newCouponCode(issue.reason),
        policyId,
        customerId: issue.customerId,
        reason: issue.reason,
        source: issue.source,
        endsAt: new Date(now.getTime() + issue.validDays * DAY_MS),
        maxRedemptions: 1,
        maxPerCustomer: 1,
      })
      .onConflictDoNothing()
      .returning({ code: coupons.code });
    if (inserted[0]) return inserted[0].code;
    const [existing] = await queryRows<{ code: string }>(
      tx,
      sql`select code from coupons where source = ${issue.source}`,
    );
    if (existing) return existing.code;
    // Only a clash of the random code (about one in 10^12) gets here: draw another.
  }
  throw new Error(`no free coupon code for ${issue.source}`);
}

/** A raw query's timestamp (a string or a Date, by driver) as a Date. */
const dateOf = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

interface WalletRow {
  id: number;
  code: string;
  reason: CustomerCouponReason;
  nameEl: string;
  nameEn: string;
  descriptionEl: string | null;
  descriptionEn: string | null;
  percent: number | null;
  amountCents: number | null;
  startsAt: string | Date | null;
  endsAt: string | Date | null;
  active: boolean;
  used: boolean;
}

function stateOf(row: WalletRow, now: Date): CustomerCouponState {
  const startsAt = dateOf(row.startsAt);
  const endsAt = dateOf(row.endsAt);
  if (row.used) return 'used';
  if (endsAt !== null && endsAt <= now) return 'expired';
  if (!row.active) return 'inactive';
  if (startsAt !== null && startsAt > now) return 'pending';
  return 'active';
}

/** The customer's own coupons, newest first; `excludeInactive` keeps those still to be used. */
export async function customerCoupons(
  db: Db,
  customerId: number,
  language: Language,
  excludeInactive: boolean,
  now = new Date(),
): Promise<CustomerCoupon[]> {
  // The coupon's and its policy's dates and switches together: the earlier end, the later start.
  const rows = await queryRows<WalletRow>(
    db,
    sql`select c.id, c.code, c.reason, p.name_el as "nameEl", p.name_en as "nameEn",
        p.description_el as "descriptionEl", p.description_en as "descriptionEn",
        p.percent::float8 as percent, p.amount_cents as "amountCents",
        greatest(c.starts_at, p.starts_at) as "startsAt", least(c.ends_at, p.ends_at) as "endsAt",
        (c.is_active and p.is_active) as active,
        exists (select 1 from coupon_redemptions r where r.coupon_id = c.id) as used
      from coupons c join promotion_policies p on p.id = c.policy_id
      where c.customer_id = ${customerId}
      order by c.id desc`,
  );
  return rows
    .map((row) => ({ row, state: stateOf(row, now) }))
    .filter(({ state }) => !excludeInactive || state === 'active' || state === 'pending')
    .map(({ row, state }) => ({
      id: row.id,
      cd: row.code,
      reason: row.reason,
      nm: localized(language, row.nameEl, row.nameEn),
      ds: localizedOrGreek(language, row.descriptionEl, row.descriptionEn),
      pct: row.percent,
      amt: row.amountCents === null ? null : centsToEuros(row.amountCents),
      from: dateOf(row.startsAt)?.toISOString() ?? null,
      to: dateOf(row.endsAt)?.toISOString() ?? null,
      used: row.used,
      state,
    }));
}

/**
 * Promotion policies in force now for the offers page, those ending soonest first: switched on,
 * started and not ended, and not those that work only through a coupon (their code is given
 * where the coupon is, and personal ones belong to one customer).
 */
export async function currentOffers(db: Db, language: Language, now = new Date()): Promise<Offer[]> {
  const rows = await queryRows<{
    id: number;
    code: string;
    nameEl: string;
    nameEn: string;
    descriptionEl: string | null;
    descriptionEn: string | null;
    badge: string | null;
    badgeUrl: string | null;
    kind: string | null;
    percent: number | null;
    amountCents: number | null;
    buyQuantity: number | null;
    freeQuantity: number | null;
    minAmountCents: number | null;
    endsAt: string | Date | null;
    customerGroups: string[];
  }>(
    db,
    sql`select id, code, name_el as "nameEl", name_en as "nameEn", description_el as "descriptionEl",
        description_en as "descriptionEn", badge, badge_url as "badgeUrl", kind, percent::float8 as percent,
        amount_cents as "amountCents", buy_quantity as "buyQuantity", free_quantity as "freeQuantity",
        min_amount_cents as "minAmountCents", ends_at as "endsAt", customer_groups as "customerGroups"
      from promotion_policies
      where is_active and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now})
        and combination_rule <> 'CouponOnly'
        and not exists (select 1 from coupons c where c.policy_id = promotion_policies.id and c.customer_id is not null)
      order by ends_at asc nulls last, id asc`,
  );
  return rows.map((row) => ({
    id: row.id,
    cd: row.code,
    nm: localized(language, row.nameEl, row.nameEn),
    ds: localizedOrGreek(language, row.descriptionEl, row.descriptionEn),
    badge: row.badge,
    badge_url: row.badgeUrl,
    kind: row.kind,
    pct: row.percent,
    amt: row.amountCents === null ? null : centsToEuros(row.amountCents),
    buy: row.buyQuantity,
    free: row.freeQuantity,
    min: row.minAmountCents === null ? null : centsToEuros(row.minAmountCents),
    to: dateOf(row.endsAt)?.toISOString() ?? null,
    cust_groups: row.customerGroups.map((code) => ({ code })),
  }));
}
