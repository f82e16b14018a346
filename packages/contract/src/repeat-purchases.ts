import { SHOP_TIME_ZONE } from './languages.ts';

/** How often a repeat purchase comes back, in months (spec 001 §3: every 1, 2 or 3 months). */
export const REPEAT_PURCHASE_INTERVALS = [1, 2, 3] as const;
export type RepeatPurchaseInterval = (typeof REPEAT_PURCHASE_INTERVALS)[number];

/** The most pieces of one product a repeat may ask for. */
export const REPEAT_PURCHASE_MAX_QUANTITY = 99;

/** The most repeats a customer may keep, so that one reminder stays a readable mail. */
export const MAX_REPEAT_PURCHASES_PER_CUSTOMER = 50;

const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) it is in the shop's time zone at this instant. */
export function shopDateOf(instant: Date): string {
  return shopDay.format(instant);
}

/**
 * The day `months` calendar months after `day` (`YYYY-MM-DD`); a day the target month lacks becomes
 * its last day (31 January + 1 month is 28 or 29 February), so a repeat never skips a month.
 */
export function addMonthsToDay(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The day `days` days after (or, negative, before) `day`. */
export function addDaysToDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first of `due`, `due` + interval, … that falls after `today`: where a due date moves on to. */
export function nextDueAfter(due: string, intervalMonths: number, today: string): string {
  let next = due;
  for (let step = 1; next <= today; step += 1) next = addMonthsToDay(due, intervalMonths * step);
  return next;
}
