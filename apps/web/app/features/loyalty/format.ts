import { localeOf, SHOP_TIME_ZONE } from '@shop/contract';

/** A date as the shop's customers read it: in Athens time, in the page language. */
export function formatLoyaltyDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'medium',
  }).format(date);
}

/** Whole numbers grouped as the language writes them (1.500 in Greek, 1,500 in English). */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(points);
}
