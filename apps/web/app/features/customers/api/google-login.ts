import type { CustomerSession, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** `idt` is the ID token (credential) Google Identity Services hands to the page. */
export const googleLogin = (language: Language, idt: string) =>
  apiRequest<CustomerSession>(language, 'customers/googlelogin', { method: 'POST', body: { idt } });
