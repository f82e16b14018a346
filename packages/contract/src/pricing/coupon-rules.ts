import type { CouponCheckResult } from '../cart-totals.ts';
import { policyAmounts } from './promotion-rules.ts';
import type { PricingCoupon, PricingInput, PricingPolicy } from './types.ts';
import type { WorkLine } from './work-line.ts';

/** Step 5 of the engine (`engine.ts`): the coupons' checks and what they take from the work lines. */

export interface CouponOutcome {
  code: string;
  coupon: PricingCoupon | null;
  policy: PricingPolicy | null;
  status: CouponCheckResult;
  /** What the coupon took from each line, after settling. */
  amounts: number[];
}

/**
 * Coupon checks, in this order (spec 001 §4): NotFound; InternalError (the coupon exists but its
 * policy is not one the engine can apply: no cart effect or an unknown kind, a data error staff
 * must fix); Inactive (coupon or policy switched off); Pending (not started); Expired; Redeemed
 * (no uses left overall); MustHaveEmailOrCustomerId (limited to e-mails or per customer, or a
 * personal coupon, and neither is known); EmailNotAllowed (not one of its e-mails, or a personal
 * coupon of another account); Redeemed (this customer's uses are spent); NotApplicable (not for
 * the customer's groups, or it gives nothing on this cart, decided after applying).
 */
export function checkCoupon(
  coupon: PricingCoupon | undefined,
  policy: PricingPolicy | undefined,
  customer: PricingInput['customer'],
  email: string | null,
  now: Date,
): CouponCheckResult | null {
  if (!coupon) return 'NotFound';
  if (!policy) return 'InternalError';
  if (!coupon.isActive || !policy.isActive) return 'Inactive';
  const starts = [coupon.startsAt, policy.startsAt].filter((date): date is Date => date !== null);
  const ends = [coupon.endsAt, policy.endsAt].filter((date): date is Date => date !== null);
  if (starts.some((date) => date > now)) return 'Pending';
  if (ends.some((date) => date <= now)) return 'Expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'Redeemed';
  // A personal coupon is its owner's alone, whatever e-mail is given: only their session counts.
  if (coupon.customerId !== null) {
    if (customer.id === null) return 'MustHaveEmailOrCustomerId';
    if (customer.id !== coupon.customerId) return 'EmailNotAllowed';
  }
  const limitedToPeople = coupon.allowedEmails.length > 0 || coupon.maxPerCustomer !== null;
  if (limitedToPeople && customer.id === null && email === null) return 'MustHaveEmailOrCustomerId';
  if (coupon.allowedEmails.length > 0 && (email === null || !coupon.allowedEmails.includes(email))) {
    return 'EmailNotAllowed';
  }
  if (coupon.maxPerCustomer !== null && coupon.customerRedemptions >= coupon.maxPerCustomer)
    return 'Redeemed';
  if (
    policy.customerGroups.length > 0 &&
    !policy.customerGroups.some((group) => customer.groups.includes(group))
  ) {
    return 'NotApplicable';
  }
  return null;
}

export function applyCoupons(
  input: PricingInput,
  lines: WorkLine[],
  inForce: (policy: PricingPolicy) => boolean,
  email: string | null,
  addGift: (policy: PricingPolicy) => boolean,
): CouponOutcome[] {
  const { catalogue, customer, request, now } = input;
  const beforeCoupons = (line: WorkLine) => line.gross - line.bundle - line.promotionAmount;
  const outcomes: CouponOutcome[] = [];
  for (const code of [...request.couponscodes].sort()) {
    const coupon = catalogue.coupons.find((candidate) => candidate.code === code);
    const policy = coupon
      ? catalogue.policies.find((candidate) => candidate.id === coupon.policyId)
      : undefined;
    const failed = checkCoupon(coupon, policy, customer, email, now);
    const outcome: CouponOutcome = {
      code,
      coupon: coupon ?? null,
      policy: policy ?? null,
      status: failed ?? 'Applied',
      amounts: [],
    };
    outcomes.push(outcome);
    if (failed || !policy) continue;
    if (policy.kind === 'Gift') {
      if (!(inForce(policy) && addGift(policy))) outcome.status = 'NotApplicable';
      continue;
    }
    const open = lines.filter((line) => line.promotion?.rule !== 'ProductOnly');
    for (const line of open) {
      if (line.couponRest === null) {
        const rule = line.promotion?.rule;
        line.couponRest =
          rule === 'Maximum' || rule === 'Additive' ? line.gross - line.bundle : beforeCoupons(line);
      }
    }
    const amounts = policyAmounts(policy, open, (line) => line.couponRest ?? 0, beforeCoupons);
    if (!amounts) continue;
    for (const [line, { amount }] of amounts) {
      const taken = Math.min(amount, line.couponRest ?? 0);
      if (taken <= 0) continue;
      line.couponRest = (line.couponRest ?? 0) - taken;
      line.couponAmounts.set(code, taken);
    }
  }
  return outcomes;
}
