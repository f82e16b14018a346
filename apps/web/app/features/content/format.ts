import { type Language, localeOf, SHOP_TIME_ZONE } from '@shop/contract';

/** A video's length as a clock: `4:05`, `1:02:03`. */
export function clockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A length as an ISO 8601 duration (`PT4M5S`), as schema.org's VideoObject wants it. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || seconds === 0 ? `${rest}S` : ''}`;
  return `PT${parts}`;
}

/** A publication date in the page language's format, on the shop's calendar (Athens). */
export function publicationDate(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
}
