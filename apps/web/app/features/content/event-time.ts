import { type Language, localeOf, SHOP_TIME_ZONE } from '@shop/contract';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

function formatOf(
  cache: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: SHOP_TIME_ZONE });
    cache.set(language, format);
  }
  return format;
}

/**
 * When an event takes place, on the shop's clock (Athens) whatever the visitor's: its day
 * (`Τρίτη 3 Δεκεμβρίου 2026`, or both days when it spans more) and its hours (`10:00–14:00`).
 */
export function eventWhen(start: string, end: string, language: Language): { day: string; hours: string } {
  const day = formatOf(dayFormats, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = formatOf(timeFormats, language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const [from, to] = [new Date(start), new Date(end)];
  const [firstDay, lastDay] = [day.format(from), day.format(to)];
  return {
    day: firstDay === lastDay ? firstDay : `${firstDay} – ${lastDay}`,
    hours: `${time.format(from)}–${time.format(to)}`,
  };
}

const ATHENS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Athens wall-clock time with its offset (`2026-12-03T10:00:00+02:00`), as schema.org's Event shows it. */
export function athensIso(iso: string): string {
  const instant = new Date(iso);
  const parts = Object.fromEntries(
    ATHENS_PARTS.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round(
    (Date.parse(`${wall}Z`) - instant.getTime() + instant.getMilliseconds()) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/** Whether an event is over at `now`. */
export function isPast(end: string, now: Date = new Date()): boolean {
  return Date.parse(end) < now.getTime();
}
