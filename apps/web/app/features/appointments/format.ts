import { localeOf, SHOP_TIME_ZONE } from '@shop/contract';

/** The Athens calendar day (YYYY-MM-DD) of an instant. */
export function athensDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00Z`));
}

export function timeLabel(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    // The shop's hours read 17:30 in both languages, never 5:30 pm.
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** An appointment's day and hours, e.g. "Τρίτη 1 Δεκεμβρίου 2026, 10:00-10:30". */
export function whenLabel(start: string, end: string, language: string): string {
  const day = new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(start));
  return `${day}, ${timeLabel(start, language)}-${timeLabel(end, language)}`;
}

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
