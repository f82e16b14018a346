import type { Language } from '@shop/contract';

/** Texts under keys, in every language; each domain keeps its own in `modules/<domain>/messages.ts`. */
export type MessageTable = { readonly [language in Language]: Readonly<Record<string, string>> };

/** The keys a table has in both languages: a key missing in one is not a key at all. */
export type KeysOf<Table> = Table extends { el: infer Greek; en: infer English }
  ? keyof Greek & keyof English & string
  : never;

export type Translate<Key extends string = MessageKey> = (language: Language, key: Key) => string;

/** Messages of the API as a whole, answered by the plugins as much as by any domain. */
export const commonMessages = {
  el: {
    not_found: 'Η σελίδα ή ο πόρος δεν βρέθηκε.',
    invalid_input: 'Τα στοιχεία που στείλατε δεν είναι έγκυρα.',
    invalid_language: 'Η γλώσσα δεν υποστηρίζεται.',
    xsrf_invalid: 'Η σελίδα έληξε. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
    rate_limited: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε λίγο.',
    server_error: 'Υπήρξε ένα πρόβλημα. Δοκιμάστε ξανά.',
    database_unavailable: 'Η βάση δεδομένων δεν απαντά.',
    headers_too_large: 'Οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες.',
    request_timeout: 'Το αίτημα άργησε πολύ να φτάσει.',
  },
  en: {
    not_found: 'The page or resource was not found.',
    invalid_input: 'The data you sent is not valid.',
    invalid_language: 'The language is not supported.',
    xsrf_invalid: 'The page has expired. Reload the page and try again.',
    rate_limited: 'Too many attempts. Please try again shortly.',
    server_error: 'There was a problem. Please try again.',
    database_unavailable: 'The database is not answering.',
    headers_too_large: 'The request headers are too large.',
    request_timeout: 'The request took too long to arrive.',
  },
} as const;

/**
 * Every key an `HttpError` may carry. The message registry (`src/messages.ts`) adds the keys of
 * each module's table with `declare module`, so that `lib/` names no domain and a key that is
 * missing in one language still fails to typecheck.
 */
export interface MessageKeys extends Record<KeysOf<typeof commonMessages>, true> {}

export type MessageKey = keyof MessageKeys & string;

/** Looks texts up in one table; a domain translates its own texts with its own table. */
export function translatorOf<Table extends MessageTable>(table: Table): Translate<KeysOf<Table>> {
  const texts = table as { readonly [language in Language]: Readonly<Record<KeysOf<Table>, string>> };
  return (language, key) => texts[language][key];
}
