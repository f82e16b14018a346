import { type Language, SHOP_TIME_ZONE } from '@shop/contract';

/** A period the pharmacist consults in on a weekday (1 Monday … 7 Sunday), minutes from midnight Athens. */
export interface ConsultationPeriod {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Slot {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const athensParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Athens wall clock at `at`: its calendar day (YYYY-MM-DD) and minutes from midnight. */
export function athensClock(at: Date): { day: string; minute: number } {
  const part = (type: string) =>
    athensParts.formatToParts(at).find((item) => item.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** Minutes Athens is ahead of UTC at `at` (120 in winter, 180 in summer). */
function athensOffsetMinutes(at: Date): number {
  const { day, minute } = athensClock(at);
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * MINUTE_MS;
  return Math.round((wall - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant of `minute` past midnight, Athens time, on `day` (YYYY-MM-DD). */
export function athensTime(day: string, minute: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * MINUTE_MS;
  const first = wall - athensOffsetMinutes(new Date(wall)) * MINUTE_MS;
  // Near a change of the clocks the offset at the first guess may be the other one.
  return new Date(wall - athensOffsetMinutes(new Date(first)) * MINUTE_MS);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The calendar days from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every slot of `slotMinutes` the periods hold on the days, in time order; a shorter rest of a period is no slot. */
export function slotsOf(
  periods: readonly ConsultationPeriod[],
  days: readonly string[],
  slotMinutes: number,
): Slot[] {
  const slots: Slot[] = [];
  for (const day of days) {
    const weekday = weekdayOf(day);
    const ofDay = periods
      .filter((period) => period.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute);
    for (const period of ofDay) {
      for (let minute = period.startMinute; minute + slotMinutes <= period.endMinute; minute += slotMinutes)
        slots.push({ start: athensTime(day, minute), end: athensTime(day, minute + slotMinutes) });
    }
  }
  return slots;
}

/** Whether a slot may still be booked at `now`: not before the lead time, not past the booking horizon. */
export function isBookable(
  start: Date,
  now: Date,
  rules: { leadMinutes: number; bookingDays: number },
): boolean {
  const lastDay = addDays(athensClock(now).day, rules.bookingDays);
  return (
    start.getTime() >= now.getTime() + rules.leadMinutes * MINUTE_MS && athensClock(start).day <= lastDay
  );
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The consultation hours as lines to show, days with the same periods in a row joined
 * (e.g. "Monday-Friday 10:00-14:00, 17:00-20:00").
 */
export function hoursLines(periods: readonly ConsultationPeriod[], language: Language): string[] {
  const weekdayName = new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  // 2024-01-01 was a Monday.
  const nameOf = (weekday: number) => weekdayName.format(new Date(Date.UTC(2024, 0, weekday)));
  const groups: { first: number; last: number; text: string }[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const text = periods
      .filter((period) => period.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((period) => `${clock(period.startMinute)}-${clock(period.endMinute)}`)
      .join(', ');
    if (!text) continue;
    const previous = groups.at(-1);
    if (previous && previous.last === weekday - 1 && previous.text === text) previous.last = weekday;
    else groups.push({ first: weekday, last: weekday, text });
  }
  return groups.map(({ first, last, text }) =>
    first === last ? `${nameOf(first)} ${text}` : `${nameOf(first)}-${nameOf(last)} ${text}`,
  );
}
