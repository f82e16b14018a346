import { SHOP_TIME_ZONE } from '@shop/contract';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** How far the shop's clock is ahead of UTC at `time` (milliseconds; summer time included). */
function shopOffset(time: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(time / 1000) * 1000;
}

/**
 * A `datetime-local` field's value, read as the shop's (Athens) time, as the contract's instant
 * with its offset; blank is null and anything unreadable stays as typed for the schema to refuse.
 */
export function instantOfShopTime(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the answer: right on both sides of a change of summer time.
  const first = wall - shopOffset(wall);
  const time = wall - shopOffset(first);
  return new Date(time).toISOString();
}

/** An instant as a `datetime-local` field shows it, in the shop's (Athens) time; null is blank. */
export function shopTimeOfInstant(iso: string | null): string {
  if (iso === null) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + shopOffset(time)).toISOString().slice(0, 16);
}
