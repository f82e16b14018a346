import { SHOP_TIME_ZONE } from '@shop/contract';

const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
const SHOP_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The shop's day (Athens) of an instant, as YYYY-MM-DD. */
export const shopDayOf = (instant: Date): string => SHOP_DAY.format(instant);

/** How far Athens' clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((each) => each.type === type)?.value);
  const parts = SHOP_CLOCK.formatToParts(new Date(instant));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - instant;
}

/** Midnight in Athens starting the day, as an instant. */
function shopMidnight(year: number, month: number, day: number): Date {
  const utc = Date.UTC(year, month - 1, day);
  return new Date(utc - offsetAt(utc - offsetAt(utc)));
}

/** The instants a shop day (YYYY-MM-DD) starts and ends at (the next midnight), summer time included. */
export function shopDayBounds(day: string): { start: Date; end: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { start: shopMidnight(year, month, date), end: shopMidnight(year, month, date + 1) };
}
