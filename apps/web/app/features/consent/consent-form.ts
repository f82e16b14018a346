import { ACCEPT_ALL, type ConsentChoice, type OptionalCategory, REJECT_ALL } from './consent-cookie';

/** The resource route the banner's form posts to (routes/consent.tsx). */
export const CONSENT_ACTION_PATH = '/consent';

/**
 * The categories the banner's form chose: `choice` is `accept`, `reject` or `save` (the ticked
 * boxes); anything else is no choice.
 */
export function categoriesOfForm(data: FormData): Pick<ConsentChoice, OptionalCategory> | null {
  switch (data.get('choice')) {
    case 'accept':
      return { ...ACCEPT_ALL };
    case 'reject':
      return { ...REJECT_ALL };
    case 'save':
      return { analytics: data.get('analytics') === '1', marketing: data.get('marketing') === '1' };
    default:
      return null;
  }
}

/** Where to go back to after the form: a path on this shop, else its home page. */
export function returnPathOf(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  return value;
}
