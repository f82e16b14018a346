import { formatEuros, localeOf, SHOP_TIME_ZONE } from '@shop/contract';

/** A date (and time) as staff read it: in Athens time, in the back office's language. */
export function formatAdminDate(iso: string, language: string, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'short',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

export function formatAdminMoney(euros: number, language: string): string {
  return formatEuros(euros, language);
}
