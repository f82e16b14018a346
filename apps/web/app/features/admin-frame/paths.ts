import type { Language } from '@shop/contract';

/** A back-office address; its pages always carry their language, which staff pick (el or en). */
export function adminPath(language: Language, path = ''): string {
  return `/${language}/admin${path}`;
}
