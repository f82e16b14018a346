import { type CouponCheckResult, GIFT_CARD_VAT_RATE, VAT_RATES } from '../cart-totals.ts';
import { DEFAULT_COUNTRY_ID } from '../constants.ts';
import { ProductType } from '../enums.ts';
import { loyaltyPointsEarned } from '../loyalty.ts';
import { allocate, mulDivRound, percentOf } from './arithmetic.ts';
import type {
  PricedDiscount,
  PricedLine,
  PricingCoupon,
  PricingInput,
  PricingPolicy,
  PricingProduct,
  PricingResult,
  PricingWarning,
} from './types.ts';

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

/** A cart line while it is being priced. */
interface WorkLine {
  product: PricingProduct;
  dimension: number;
  quantity: number;
  unit: number;
  gross: number;
  /** Takes promotions, coupons and points: everything but gift cards. */
  eligible: boolean;
  autoInserted: boolean;
  bundle: number;
  /** The chosen promotion and what it gives on the line after bundles. */
  promotion: PricingPolicy | null;
  promotionAmount: number;
  promotionFreeUnits: number;
  /** What coupons have left of the line, and what each took (by coupon code). */
  couponRest: number | null;
  couponAmounts: Map<string, number>;
  /** Final discount on the line, set when the line is settled. */
  discount: number;
  policyIds: number[];
}

function resolveLines({ catalogue, request }: PricingInput, warnings: PricingWarning[]): WorkLine[] {
  const merged = new Map<string, { pid: number; dimension: number; quantity: number }>();
  for (const line of request.lines) {
    const key = `${line.pid}:${line.dimension}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { pid: line.pid, dimension: line.dimension, quantity: line.quantity });
  }
  const ordered = [...merged.values()].sort((a, b) => a.pid - b.pid || a.dimension - b.dimension);
  const lines: WorkLine[] = [];
  for (const { pid, dimension, quantity } of ordered) {
    const product = catalogue.products.get(pid);
    const unit =
      dimension === 0
        ? product?.unitPriceCents
        : product?.dimensions.find((candidate) => candidate.id === dimension)?.unitPriceCents;
    if (!product || unit === undefined) {
      warnings.push({ code: 'line_dropped', pid, dimension });
      continue;
    }
    lines.push({
      product,
      dimension,
      quantity,
      unit,
      gross: unit * quantity,
      eligible: product.productType !== ProductType.GiftCard,
      autoInserted: false,
      bundle: 0,
      promotion: null,
      promotionAmount: 0,
      promotionFreeUnits: 0,
      couponRest: null,
      couponAmounts: new Map(),
      discount: 0,
      policyIds: [],
    });
  }
  return lines;
}

function isCurrent(startsAt: Date | null, endsAt: Date | null, now: Date): boolean {
  return (!startsAt || startsAt <= now) && (!endsAt || now < endsAt);
}

function sum(values: readonly number[]): number {
  return values.reduce((accumulator, value) => accumulator + value, 0);
}

function participates(policy: PricingPolicy, line: WorkLine): boolean {
  if (!line.eligible) return false;
  const { productIds, categoryIds, manufacturerIds } = policy;
  if (productIds.length === 0 && categoryIds.length === 0 && manufacturerIds.length === 0) return true;
  const { product } = line;
  return (
    productIds.includes(product.id) ||
    categoryIds.some((id) => product.categoryIds.includes(id)) ||
    (product.manufacturerId !== null && manufacturerIds.includes(product.manufacturerId))
  );
}

function applyBundles({ catalogue }: PricingInput, lines: WorkLine[], discounts: PricedDiscount[]) {
  const used = new Map<WorkLine, number>();
  const free = (line: WorkLine) => line.quantity - (used.get(line) ?? 0);
  for (const bundle of [...catalogue.bundles].sort((a, b) => a.id - b.id)) {
    if (bundle.items.length === 0) continue;
    const linesOf = (productId: number) =>
      lines.filter((line) => line.eligible && line.product.id === productId);
    const sets = Math.min(
      ...bundle.items.map((item) =>
        Math.floor(sum(linesOf(item.productId).map(free)) / Math.max(1, item.quantity)),
      ),
    );
    if (sets < 1) continue;
    const taken = new Map<WorkLine, number>();
    for (const item of bundle.items) {
      let wanted = sets * item.quantity;
      for (const line of linesOf(item.productId)) {
        const units = Math.min(wanted, free(line) - (taken.get(line) ?? 0));
        if (units > 0) taken.set(line, (taken.get(line) ?? 0) + units);
        wanted -= Math.max(0, units);
      }
    }
    const parts = [...taken.entries()];
    const regular = sum(parts.map(([line, units]) => line.unit * units));
    const saving = regular - sets * bundle.priceCents;
    if (saving <= 0) continue;
    const shares = allocate(
      saving,
      parts.map(([line, units]) => line.unit * units),
    );
    parts.forEach(([line, units], index) => {
      used.set(line, (used.get(line) ?? 0) + units);
      line.bundle += shares[index] ?? 0;
    });
    discounts.push({ type: 'Bundle', id: bundle.id, code: null, name: bundle.name, amountCents: saving });
  }
}

/**
 * What a policy gives each participating line, computed on `base(line)`: the basis is the line
 * after bundles for promotions and what earlier coupons left for coupons. Null when its minimum
 * is not reached or nothing participates.
 */
function policyAmounts(
  policy: PricingPolicy,
  lines: readonly WorkLine[],
  base: (line: WorkLine) => number,
  minimumBase: (line: WorkLine) => number,
): Map<WorkLine, { amount: number; freeUnits: number }> | null {
  const taking = lines.filter((line) => participates(policy, line));
  if (taking.length === 0) return null;
  if (policy.minAmountCents !== null && sum(taking.map(minimumBase)) < policy.minAmountCents) return null;
  const amounts = new Map<WorkLine, { amount: number; freeUnits: number }>();
  if (policy.kind === 'Percentage') {
    const percent = Math.min(100, Math.max(0, policy.percent ?? 0));
    for (const line of taking) amounts.set(line, { amount: percentOf(base(line), percent), freeUnits: 0 });
  } else if (policy.kind === 'FixedAmount') {
    const bases = taking.map(base);
    const total = Math.min(Math.max(0, policy.amountCents ?? 0), sum(bases));
    const shares = allocate(total, bases);
    taking.forEach((line, index) => {
      amounts.set(line, { amount: shares[index] ?? 0, freeUnits: 0 });
    });
  } else if (policy.kind === 'Bogo') {
    const buy = Math.max(1, policy.buyQuantity ?? 1);
    const get = Math.max(1, policy.freeQuantity ?? 1);
    const units = sum(taking.map((line) => line.quantity));
    let freeUnits = Math.floor(units / (buy + get)) * get;
    // The cheapest units go free; `taking` is in (product, size) order, which breaks ties.
    const cheapestFirst = [...taking].sort((a, b) => a.unit - b.unit);
    for (const line of cheapestFirst) {
      const lineFree = Math.min(freeUnits, line.quantity);
      freeUnits -= lineFree;
      amounts.set(line, { amount: mulDivRound(base(line), lineFree, line.quantity), freeUnits: lineFree });
    }
  } else if (policy.kind === 'Customized') {
    // A price the shop sets for each participating unit: a unit dearer than it is sold at that
    // price, a cheaper one keeps its own. Without a price the policy gives nothing.
    if (policy.amountCents === null) return null;
    const price = Math.max(0, policy.amountCents);
    for (const line of taking) {
      const saving = Math.max(0, (line.unit - price) * line.quantity);
      amounts.set(line, { amount: Math.min(saving, base(line)), freeUnits: 0 });
    }
  } else {
    return null;
  }
  return amounts;
}

function applyPromotions(policies: readonly PricingPolicy[], lines: WorkLine[]) {
  const afterBundle = (line: WorkLine) => line.gross - line.bundle;
  for (const policy of policies) {
    if (policy.kind === 'Gift') continue;
    const amounts = policyAmounts(policy, lines, afterBundle, afterBundle);
    if (!amounts) continue;
    for (const [line, { amount, freeUnits }] of amounts) {
      const capped = Math.min(amount, afterBundle(line));
      if (capped > line.promotionAmount) {
        line.promotion = policy;
        line.promotionAmount = capped;
        line.promotionFreeUnits = freeUnits;
      }
    }
  }
}

function giftFor(policy: PricingPolicy, { catalogue, request }: PricingInput, lines: readonly WorkLine[]) {
  const taking = lines.filter((line) => participates(policy, line));
  if (taking.length === 0) return null;
  const reached = sum(taking.map((line) => line.gross - line.bundle - line.promotionAmount));
  if (reached < (policy.minAmountCents ?? 0)) return null;
  const choices = policy.giftProductIds.filter((id) => catalogue.products.get(id)?.inStock);
  const selected = request.SelectedProductOffers.find((offer) => offer.prom_policy_id === policy.id)?.pid;
  const productId = selected !== undefined && choices.includes(selected) ? selected : choices[0];
  const product = productId === undefined ? undefined : catalogue.products.get(productId);
  return product ? { product, choices } : null;
}

function giftLine(product: PricingProduct, policy: PricingPolicy): WorkLine {
  return {
    product,
    dimension: 0,
    quantity: Math.max(1, policy.giftQuantity),
    unit: 0,
    gross: 0,
    eligible: false,
    autoInserted: true,
    bundle: 0,
    promotion: null,
    promotionAmount: 0,
    promotionFreeUnits: 0,
    couponRest: null,
    couponAmounts: new Map(),
    discount: 0,
    policyIds: [policy.id],
  };
}

interface CouponOutcome {
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

function applyCoupons(
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
