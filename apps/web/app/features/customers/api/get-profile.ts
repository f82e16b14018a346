import type { CustomerProfile, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getProfile = (language: Language, signal?: AbortSignal) =>
  apiRequest<CustomerProfile>(language, 'customers/getprofile', { query: { v: Date.now() }, signal });

/** The signed-in customer's profile; `enabled` false (signed out) asks for nothing. */
export const useProfile = (language: Language, enabled = true) =>
  useBrowserData(enabled ? ['customers', 'profile'] : null, (signal) => getProfile(language, signal));
