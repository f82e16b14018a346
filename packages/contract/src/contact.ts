import { SHOP_TIME_ZONE } from './languages.ts';

/**
 * The contact and call-me-back forms (spec 000 §2 route `contact`, spec 001 §5 "Contact form:
 * required fields, valid phone, terms, captcha"), and the call centre's hours (Monday to Friday
 * 09:00-17:00, Greek time). Pure, so the storefront checks a preferred time as the API does.
 */

export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 3000;
/** A call-me-back's optional note (what the call is about). */
export const CALLBACK_NOTE_MAX_LENGTH = 500;
/** How far ahead a call may be asked for. */
export const CALLBACK_MAX_DAYS_AHEAD = 60;

/** ISO weekdays (1 Monday … 7 Sunday) the call centre answers on. */
export const CALL_CENTRE_DAYS: readonly number[] = [1, 2, 3, 4, 5];
/** Opening and closing time, minutes after midnight in the shop's time zone; a call starts before closing. */
export const CALL_CENTRE_OPENS_MINUTES = 9 * 60;
export const CALL_CENTRE_CLOSES_MINUTES = 17 * 60;

/** Field error codes of the contact forms (the others are the customer forms'). */
export const ContactFieldError = {
  /** `cap` is empty: the security check has not finished yet. */
  captchaMissing: 'captcha_missing',
  invalidDateTime: 'invalid_date',
  outsideCallCentreHours: 'outside_call_centre_hours',
  callbackInPast: 'callback_in_past',
  callbackTooFar: 'callback_too_far',
} as const;
export type ContactFieldErrorCode = (typeof ContactFieldError)[keyof typeof ContactFieldError];

/** A wall-clock time in the shop's time zone, as a `datetime-local` input gives it. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDTHH:MM` of a real calendar day and time, else null. */
export function parseLocalDateTime(value: string): LocalDateTime | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!realDay || year < 2000 || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatLocal({ year, month, day, hour, minute }: LocalDateTime): string {
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const shopClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in the shop's time zone at an instant. */
export function shopLocalTime(instant: Date): LocalDateTime {
  const parts = Object.fromEntries(
    shopClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/**
 * The instant a wall-clock time of the shop's time zone names (Greece: UTC+2, UTC+3 in summer).
 * The offset is read at the guessed instant and checked once more, which settles every time
 * except the hour that does not exist when the clocks go forward (never a call centre hour).
 */
export function shopLocalToInstant(local: LocalDateTime): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const offsetAt = (instant: number) => {
    const seen = shopLocalTime(new Date(instant));
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - instant;
  };
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
function isoWeekday({ year, month, day }: LocalDateTime): number {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whether the call centre is open at a wall-clock time of the shop's time zone. */
export function isWithinCallCentreHours(local: LocalDateTime): boolean {
  const minutes = local.hour * 60 + local.minute;
  return (
    CALL_CENTRE_DAYS.includes(isoWeekday(local)) &&
    minutes >= CALL_CENTRE_OPENS_MINUTES &&
    minutes < CALL_CENTRE_CLOSES_MINUTES
  );
}

/**
 * What is wrong with a preferred call time (`YYYY-MM-DDTHH:MM`, Greek time), or null: it must be
 * a real time, within the call centre's hours, later than now and at most
 * `CALLBACK_MAX_DAYS_AHEAD` days ahead.
 */
export function callbackTimeError(value: string, now: Date = new Date()): ContactFieldErrorCode | null {
  const local = parseLocalDateTime(value);
  if (!local) return ContactFieldError.invalidDateTime;
  if (!isWithinCallCentreHours(local)) return ContactFieldError.outsideCallCentreHours;
  // Both sides as Greek wall-clock text, which sorts as time does.
  const requested = formatLocal(local);
  if (requested <= formatLocal(shopLocalTime(now))) return ContactFieldError.callbackInPast;
  const latest = new Date(now.getTime() + CALLBACK_MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000);
  if (requested > formatLocal(shopLocalTime(latest))) return ContactFieldError.callbackTooFar;
  return null;
}
