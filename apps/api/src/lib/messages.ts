import type { Language } from '@shop/contract';
import { addressMessages } from '../modules/addresses/messages.ts';
import { cartMessages } from '../modules/cart/messages.ts';
import { catalogMessages } from '../modules/catalog/messages.ts';
import { customerMessages } from '../modules/customers/messages.ts';
import { pricingMessages } from '../modules/pricing/messages.ts';
import { staffMessages } from '../modules/staff/messages.ts';
import { wishlistMessages } from '../modules/wishlists/messages.ts';

/** Messages of the API as a whole; each domain keeps its own in `modules/<domain>/messages.ts`. */
const commonMessages = {
  el: {
    not_found: 'Η σελίδα ή ο πόρος δεν βρέθηκε.',
    invalid_input: 'Τα στοιχεία που στείλατε δεν είναι έγκυρα.',
    invalid_language: 'Η γλώσσα δεν υποστηρίζεται.',
    xsrf_invalid: 'Η σελίδα έληξε. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
    rate_limited: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε λίγο.',
    server_error: 'Υπήρξε ένα πρόβλημα. Δοκιμάστε ξανά.',
    database_unavailable: 'Η βάση δεδομένων δεν απαντά.',
  },
  en: {
    not_found: 'The page or resource was not found.',
    invalid_input: 'The data you sent is not valid.',
    invalid_language: 'The language is not supported.',
    xsrf_invalid: 'The page has expired. Reload the page and try again.',
    rate_limited: 'Too many attempts. Please try again shortly.',
    server_error: 'There was a problem. Please try again.',
    database_unavailable: 'The database is not answering.',
  },
} as const;

/** Add a domain's messages here; a key missing in one language fails to typecheck. */
const messages = {
  el: {
    ...commonMessages.el,
    ...catalogMessages.el,
    ...customerMessages.el,
    ...addressMessages.el,
    ...staffMessages.el,
    ...cartMessages.el,
    ...wishlistMessages.el,
    ...pricingMessages.el,
  },
  en: {
    ...commonMessages.en,
    ...catalogMessages.en,
    ...customerMessages.en,
    ...addressMessages.en,
    ...staffMessages.en,
    ...cartMessages.en,
    ...wishlistMessages.en,
    ...pricingMessages.en,
  },
} satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['el'] & keyof (typeof messages)['en'];

export function translate(language: Language, key: MessageKey): string {
  return messages[language][key];
}
