import { GIFT_CARD_VAT_RATE, VAT_RATES } from '../cart-totals.ts';
import { DEFAULT_COUNTRY_ID } from '../constants.ts';
import { ProductType } from '../enums.ts';
import { loyaltyPointsEarned } from '../loyalty.ts';
import { allocate, mulDivRound } from './arithmetic.ts';
import { applyCoupons, type CouponOutcome } from './coupon-rules.ts';
import { applyBundles, applyPromotions, giftFor, giftLine } from './promotion-rules.ts';
import type {
  PricedDiscount,
  PricedLine,
  PricingInput,
  PricingPolicy,
  PricingProduct,
  PricingResult,
  PricingWarning,
} from './types.ts';
import { isCurrent, resolveLines, sum, type WorkLine } from './work-line.ts';

/**
 * The pricing engine: a pure function of (catalogue snapshot, settings, customer, request, now).
 * Checkout calls the same function, so the cart page and the order never disagree.
 *
 * Amounts are integer cents, prices include VAT. Rounding: a fraction of a cent is rounded half
 * up, once, where a percentage or proportion produces it (`mulDivRound`); amounts split over
 * lines use the largest-remainder method so the parts add up exactly; points are whole and
 * converted rounding down (nobody is paid for a fraction of a point).
 *
 * Order of work:
 * 1. Lines of the same product and size are merged and put in (product, size) order, so the
 *    order the client sent them in never matters. Unknown products or sizes are dropped with a
 *    warning. Gift cards (product type 1) are priced as they are and take no discount.
 *    A gift card for anything the shop sells is a multi-purpose voucher: no VAT is due when it
 *    is sold, only on the goods it later pays for (decision 021), so its line carries no VAT.
 * 2. Bundles: each complete set of a bundle's items costs the bundle's price; the difference
 *    is split over the lines that make up the sets. Promotions then start from what is left.
 * 3. Promotion policies (not CouponOnly, in force now, for the customer's groups): each gives
 *    every participating line an amount — Percentage of the line, FixedAmount split over the
 *    participating lines in proportion, Bogo n+m makes m of every n+m participating units free,
 *    the cheapest units first, Customized sells each participating unit at the policy's own
 *    price (`amountCents`) when that is lower. A policy with a minimum applies only when its participating
 *    lines reach it. A line keeps the single most favourable policy (on a tie the lowest id).
 * 4. Gift policies whose participating lines (after step 3) reach the minimum add their gift
 *    (the shopper's selected offer, else the first in stock) as an AutoInserted line at 0;
 *    it disappears as soon as the condition stops holding because nothing is remembered.
 * 5. Coupons, in code order, are checked (see `checkCoupon`) and switch on their policy. The
 *    line's promotion rule decides how coupons combine with it:
 *    - ProductOnly: coupons do not touch the line;
 *    - Maximum: the line gets the larger of its promotion and its coupons, never both;
 *    - Additive: coupons are computed on the line before the promotion and added to it;
 *    - Multiplicative (and lines without a promotion): coupons are computed on what the
 *      promotion left;
 *    - CouponOnly: the policy never applies by itself, only through one of its coupons.
 *    Several coupons apply one after the other, each on what the previous left. A coupon's
 *    minimum is compared with the lines before coupons, so coupons never disable each other.
 * 6. Shipping is free when the goods after step 3 (promotions, not coupons) reach the threshold,
 *    for shipping types that allow it: a coupon never costs the shopper free shipping, so it
 *    can never raise the total. Gift cards are e-mailed: they count for no threshold, and a
 *    cart of gift cards only ships free with no island surcharge. A delivery to an island
 *    region (the delivery address's, else the billing one's) adds the type's island surcharge,
 *    free shipping or not. The payment type adds its fee (cash on delivery).
 * 7. Loyalty points pay up to the configured share of the goods (not shipping), at the
 *    configured rate, never more than the customer holds; guests redeem none.
 * 8. Gift cards, in the order given, pay what is left, each up to its balance.
 * VAT is extracted per rate from the VAT-inclusive amounts after points (points are a discount;
 * gift cards are a means of payment and change no VAT); shipping and fees carry
 * `shippingVatRate`.
 */
export function priceCart(input: PricingInput): PricingResult {
  const { catalogue, settings, customer, request, now } = input;
  const warnings: PricingWarning[] = [];
  const email = (request.eml ?? customer.email ?? '').toLowerCase() || null;

  const lines = resolveLines(input, warnings);
  const inForce = (policy: PricingPolicy) =>
    policy.isActive &&
    isCurrent(policy.startsAt, policy.endsAt, now) &&
    (policy.customerGroups.length === 0 ||
      policy.customerGroups.some((group) => customer.groups.includes(group)));

  const discounts: PricedDiscount[] = [];
  applyBundles(input, lines, discounts);

  const automatic = catalogue.policies
    .filter((policy) => policy.rule !== 'CouponOnly' && inForce(policy))
    .sort((a, b) => a.id - b.id);
  applyPromotions(automatic, lines);

  const giftLines: WorkLine[] = [];
  const offers: PricingResult['offers'] = [];
  const addGift = (policy: PricingPolicy): boolean => {
    const gift = giftFor(policy, input, lines);
    if (!gift) return false;
    if (giftLines.some((line) => line.policyIds.includes(policy.id))) return true;
    offers.push({
      policyId: policy.id,
      name: policy.name,
      productIds: gift.choices,
      productId: gift.product.id,
    });
    giftLines.push(giftLine(gift.product, policy));
    return true;
  };
  for (const policy of automatic) if (policy.kind === 'Gift') addGift(policy);

  const couponResults = applyCoupons(input, lines, inForce, email, addGift);
  const policyById = new Map(catalogue.policies.map((policy) => [policy.id, policy]));
  settleLines(lines, couponResults, policyById, discounts);

  const itemsCents = sum(lines.map((line) => line.gross - line.discount));
  const eligibleCents = sum(lines.filter((line) => line.eligible).map((line) => line.gross - line.discount));
  const threshold = settings.freeShippingThresholdCents;
  const thresholdBasis = sum(
    lines.filter((line) => line.eligible).map((line) => line.gross - line.bundle - line.promotionAmount),
  );
  const reached = threshold > 0 && thresholdBasis >= threshold;
  // Nothing to deliver: every line is a gift card (free gifts only join carts with goods).
  const giftCardsOnly = lines.length > 0 && giftLines.length === 0 && lines.every(isGiftCardLine);

  let shipping: PricingResult['shipping'] = null;
  if (request.stid !== undefined) {
    const type = catalogue.shippingTypes.find((candidate) => candidate.id === request.stid);
    const country = request.dctid ?? request.ctid;
    if (
      !type ||
      (type.countryIds.length > 0 && country !== undefined && !type.countryIds.includes(country))
    ) {
      warnings.push({ code: 'shipping_unavailable' });
    } else {
      const free = giftCardsOnly || (type.freeAboveThreshold && reached);
      const region = request.dctid === undefined ? request.crid : request.dcrid;
      const surcharge =
        !giftCardsOnly && region !== undefined && catalogue.islandRegionIds.includes(region)
          ? type.islandSurchargeCents
          : 0;
      shipping = {
        id: type.id,
        name: type.name,
        costCents: type.costCents,
        amountCents: (free ? 0 : type.costCents) + surcharge,
        free,
        islandSurchargeCents: surcharge,
      };
    }
  }
  // Before a choice the cart still says what delivery will cost: the cheapest type that charges
  // a delivery to its country (the shop's own before an address is given).
  const deliveryCountry = request.dctid ?? request.ctid ?? DEFAULT_COUNTRY_ID;
  const charging = catalogue.shippingTypes
    .filter((type) => type.countryIds.length === 0 || type.countryIds.includes(deliveryCountry))
    .filter((type) => type.costCents > 0 && !(type.freeAboveThreshold && reached))
    .map((type) => type.costCents);
  const deliveryFromCents =
    shipping === null && !giftCardsOnly && charging.length > 0 ? Math.min(...charging) : null;
  let payment: PricingResult['payment'] = null;
  if (request.ptid !== undefined) {
    const type = catalogue.paymentTypes.find((candidate) => candidate.id === request.ptid);
    if (type) payment = { id: type.id, name: type.name, amountCents: type.feeCents };
    else warnings.push({ code: 'payment_unavailable' });
  }
  const chargesCents = (shipping?.amountCents ?? 0) + (payment?.amountCents ?? 0);

  const loyalty = redeemPoints(input, eligibleCents, warnings);
  if (loyalty.amountCents > 0) {
    discounts.push({
      type: 'LoyaltyPoints',
      id: null,
      code: null,
      name: null,
      amountCents: loyalty.amountCents,
    });
  }

  let remaining = itemsCents - loyalty.amountCents + chargesCents;
  const giftCards: PricingResult['giftCards'] = [];
  for (const code of request.gfcd) {
    const card = catalogue.giftCards.find((candidate) => candidate.code === code);
    if (!card) {
      giftCards.push({ id: null, code, status: 'NotFound', balanceCents: 0, amountCents: 0 });
      continue;
    }
    const balance = Math.max(0, card.balanceCents);
    const status = !card.isActive
      ? 'Inactive'
      : card.expiresAt && card.expiresAt <= now
        ? 'Expired'
        : balance === 0
          ? 'Empty'
          : remaining === 0
            ? 'NotNeeded'
            : 'Applied';
    const amount = status === 'Applied' ? Math.min(balance, remaining) : 0;
    remaining -= amount;
    giftCards.push({ id: card.id, code, status, balanceCents: balance, amountCents: amount });
    if (amount > 0) discounts.push({ type: 'GiftCard', id: card.id, code, name: null, amountCents: amount });
  }

  const allLines = [...lines, ...giftLines];
  const grossCents = sum(lines.map((line) => line.gross));
  const giftCardCents = sum(giftCards.map((card) => card.amountCents));
  const discountCents = sum(lines.map((line) => line.discount)) + loyalty.amountCents + giftCardCents;
  const paidGoods = eligibleCents - loyalty.amountCents;

  return {
    totalCents: grossCents - discountCents + chargesCents,
    discountCents,
    grossCents,
    itemsCents,
    earnedPoints: loyaltyPointsEarned(paidGoods, settings.loyaltyEarnPointsPerEuro),
    lines: allLines.map(toPricedLine),
    discounts,
    coupons: couponResults.map(({ code, coupon, status, amounts }) => ({
      id: coupon?.id ?? null,
      code,
      status,
      amountCents: sum(amounts),
      ...(coupon?.customerId ? { personal: true as const } : {}),
    })),
    giftCards,
    loyalty,
    vat: vatBreakdown(lines, loyalty.amountCents, chargesCents, settings.shippingVatRate),
    shipping,
    payment,
    freeShippingThresholdCents: threshold,
    freeShippingRemainingCents: threshold > 0 && !giftCardsOnly ? Math.max(0, threshold - thresholdBasis) : 0,
    giftCardsOnly,
    deliveryFromCents,
    offers,
    warnings,
  };
}

/**
 * Combines each line's promotion with its coupons by the promotion's rule, fixes the line's
 * discount, and records what every policy and coupon finally gave.
 */
function settleLines(
  lines: WorkLine[],
  outcomes: CouponOutcome[],
  policyById: ReadonlyMap<number, PricingPolicy>,
  discounts: PricedDiscount[],
) {
  const byPolicy = new Map<number, number>();
  const byCoupon = new Map<string, number>();
  for (const line of lines) {
    const available = line.gross - line.bundle;
    const couponTotal = sum([...line.couponAmounts.values()]);
    let promotion = line.promotionAmount;
    let couponBudget = couponTotal;
    const rule = line.promotion?.rule;
    if (rule === 'Maximum') {
      if (couponTotal > promotion) promotion = 0;
      else couponBudget = 0;
    } else {
      couponBudget = Math.min(couponTotal, available - promotion);
    }
    // Coupons that do not fit lose their part, the last applied first.
    const entries = [...line.couponAmounts.entries()];
    let excess = couponTotal - couponBudget;
    for (let index = entries.length - 1; index >= 0 && excess > 0; index -= 1) {
      const entry = entries[index];
      if (!entry) continue;
      const cut = Math.min(entry[1], excess);
      entry[1] -= cut;
      excess -= cut;
    }
    line.discount = line.bundle + promotion + couponBudget;
    if (line.promotion && promotion > 0) {
      line.policyIds.push(line.promotion.id);
      byPolicy.set(line.promotion.id, (byPolicy.get(line.promotion.id) ?? 0) + promotion);
    } else {
      line.promotionFreeUnits = 0;
    }
    for (const [code, amount] of entries) {
      if (amount <= 0) continue;
      byCoupon.set(code, (byCoupon.get(code) ?? 0) + amount);
      const policyId = outcomes.find((outcome) => outcome.code === code)?.policy?.id;
      if (policyId !== undefined && !line.policyIds.includes(policyId)) line.policyIds.push(policyId);
    }
  }
  for (const [policyId, amount] of [...byPolicy.entries()].sort((a, b) => a[0] - b[0])) {
    const policy = policyById.get(policyId);
    discounts.push({
      type: 'PromotionPolicy',
      id: policyId,
      code: null,
      name: policy?.name ?? '',
      amountCents: amount,
    });
  }
  for (const outcome of outcomes) {
    if (outcome.status !== 'Applied' || outcome.policy?.kind === 'Gift') continue;
    const amount = byCoupon.get(outcome.code) ?? 0;
    outcome.amounts = [amount];
    if (amount === 0) {
      outcome.status = 'NotApplicable';
      continue;
    }
    discounts.push({
      type: 'Coupon',
      id: outcome.coupon?.id ?? null,
      code: outcome.code,
      name: outcome.policy?.name ?? outcome.code,
      amountCents: amount,
    });
  }
}

function redeemPoints(
  { settings, customer, request }: PricingInput,
  eligibleCents: number,
  warnings: PricingWarning[],
): PricingResult['loyalty'] {
  const requested = request.r_lpnt;
  const balance = customer.id === null ? 0 : Math.max(0, customer.pointsBalance);
  if (requested > 0 && customer.id === null) warnings.push({ code: 'loyalty_needs_sign_in' });
  const rate = settings.loyaltyRedeemPointsPerEuro;
  if (rate <= 0) return { requested, balance, max: 0, used: 0, amountCents: 0 };
  const capCents = Math.floor((eligibleCents * settings.loyaltyRedeemMaxPercent) / 100);
  const max = Math.min(balance, Math.floor((capCents * rate) / 100));
  const used = Math.min(requested, max);
  return { requested, balance, max, used, amountCents: Math.floor((used * 100) / rate) };
}

function vatBreakdown(
  lines: readonly WorkLine[],
  pointsCents: number,
  chargesCents: number,
  shippingVatRate: number,
): PricingResult['vat'] {
  const eligible = lines.filter((line) => line.eligible);
  const pointShares = allocate(
    pointsCents,
    eligible.map((line) => line.gross - line.discount),
  );
  const byRate = new Map<number, number>();
  for (const line of lines) {
    const rate = vatRate(line.product);
    const share = line.eligible ? (pointShares[eligible.indexOf(line)] ?? 0) : 0;
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.gross - line.discount - share);
  }
  if (chargesCents > 0) byRate.set(shippingVatRate, (byRate.get(shippingVatRate) ?? 0) + chargesCents);
  return [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, grossCents]) => {
      const vatCents = mulDivRound(grossCents, rate, 100 + rate);
      return { rate, grossCents, netCents: grossCents - vatCents, vatCents };
    });
}

/**
 * A gift card's line is outside VAT whatever its tax class: a multi-purpose voucher is taxed
 * only when it is spent, on the goods (VAT Directive art. 30b, Greek VAT code art. 19 § 1α).
 */
function vatRate(product: PricingProduct): number {
  if (product.productType === ProductType.GiftCard) return GIFT_CARD_VAT_RATE;
  return VAT_RATES[product.taxClass] ?? VAT_RATES[0] ?? 24;
}

function isGiftCardLine(line: WorkLine): boolean {
  return line.product.productType === ProductType.GiftCard;
}

function toPricedLine(line: WorkLine): PricedLine {
  return {
    pid: line.product.id,
    dimension: line.dimension,
    quantity: line.quantity,
    autoInserted: line.autoInserted,
    name: line.product.name,
    unitPriceCents: line.autoInserted ? line.product.unitPriceCents : line.unit,
    grossCents: line.gross,
    discountCents: line.discount,
    amountCents: line.gross - line.discount,
    vatRate: vatRate(line.product),
    freeQuantity: line.promotionFreeUnits,
    policyIds: line.policyIds,
  };
}

/**
 * An intra-community supply to an EU business whose VAT number VIES confirmed (decision 039): the
 * supply is exempt in Greece and the buyer accounts for the VAT in their member state (reverse
 * charge). The buyer pays the net; every VAT row is kept with its rate, its net and no VAT.
 */
export function withoutGreekVat(result: PricingResult): PricingResult {
  const vatCents = result.vat.reduce((total, row) => total + row.vatCents, 0);
  return {
    ...result,
    totalCents: Math.max(0, result.totalCents - vatCents),
    vat: result.vat.map((row) => ({
      rate: row.rate,
      grossCents: row.netCents,
      netCents: row.netCents,
      vatCents: 0,
    })),
  };
}
