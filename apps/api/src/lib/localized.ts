import type { Language } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The value for the language asked: the Greek one for `el`, the English one for `en`. */
export function localized<Value>(language: Language, greek: Value, english: Value): Value {
  // A record over every language, so that a language added to the contract fails to typecheck here.
  const values: Record<Language, Value> = { el: greek, en: english };
  return values[language];
}

/** An optional text in the language asked, else the Greek one: the shop writes Greek first. */
export function localizedOrGreek(
  language: Language,
  greek: string | null,
  english: string | null,
): string | null {
  return localized(language, greek, english) ?? greek;
}

/** An optional text in the language asked, else the Greek one, else the English one. */
export function localizedOrAny(
  language: Language,
  greek: string | null,
  english: string | null,
): string | null {
  return localizedOrGreek(language, greek, english) ?? english;
}

/** The column of the language asked, in raw SQL: `localizedColumn(language, 'm.name')` is `m.name_el` or `m.name_en`. */
export function localizedColumn(language: Language, column: string): SQL {
  return sql.join(
    `${column}_${language}`.split('.').map((part) => sql.identifier(part)),
    sql`.`,
  );
}
