import { SHOP_TIME_ZONE } from '@shop/contract';
import type { Config } from '../../config.ts';

/** What loyalty is configured with: the event amounts, ranges and tiers, and the earning and redemption rates. */
export interface LoyaltySettings {
  eventPoints: Config['loyalty']['eventPoints'];
  pointRanges: readonly number[];
  tiers: Config['loyalty']['tiers'];
  /** Points a euro of a purchase earns. */
  pointsPerEuro: number;
  /** Points that pay one euro. */
  redeemPointsPerEuro: number;
  /** Most of the goods (percent) points may pay. */
  redeemMaxPercent: number;
  /** Months after which approved points lapse; 0 never. */
  expiryMonths: number;
  /** The birthday's coupon and the coupons for reaching each tier. */
  coupons: Config['loyalty']['coupons'];
}

export function loyaltySettingsOf(config: Config): LoyaltySettings {
  return {
    eventPoints: config.loyalty.eventPoints,
    pointRanges: config.loyalty.pointRanges,
    tiers: config.loyalty.tiers,
    pointsPerEuro: config.loyaltyPointsPerEuro,
    redeemPointsPerEuro: config.pricing.loyaltyRedeemPointsPerEuro,
    redeemMaxPercent: config.pricing.loyaltyRedeemMaxPercent,
    expiryMonths: config.loyalty.expiryMonths,
    coupons: config.loyalty.coupons,
  };
}

/** The start of a tiers window of `months` ending at `now`. */
export function windowStart(now: Date, months: number): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

const athensDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in the shop's time zone (Athens) at `at`. */
export function shopDate(at: Date): { year: number; month: number; day: number } {
  const [year, month, day] = athensDate.format(at).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** The year in the shop's time zone: a Birthday credit's source names it. */
export function shopYear(at: Date): number {
  return shopDate(at).year;
}
