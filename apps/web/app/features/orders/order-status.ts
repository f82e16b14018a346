import { localeOf, OrderStatus, SHOP_TIME_ZONE } from '@shop/contract';

const NAMES = new Map<number, string>(Object.entries(OrderStatus).map(([name, code]) => [code, name]));

/** The translation key of a status code; a value outside the 14 of spec 001 §4 is shown as unknown. */
export function orderStatusKey(code: number): string {
  return `status.${NAMES.get(code) ?? 'Unknown'}`;
}

/** A date and time as the shop's customers read it: in Athens time, in the page language. */
export function formatOrderDate(iso: string, language: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
