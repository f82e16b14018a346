import type { Language } from './languages.ts';

/** The demo shop's name in each language, used while `SHOP_NAME` is not set. */
export const DEFAULT_SHOP_NAMES: Record<Language, string> = {
  el: 'Φαρμακείο Υγεία',
  en: 'Ygeia Pharmacy',
};

/** The name the shop signs pages and mails with: the configured one in every language, else the demo shop's. */
export function shopNameOf(configured: string | null | undefined, language: Language): string {
  return configured?.trim() || DEFAULT_SHOP_NAMES[language];
}
