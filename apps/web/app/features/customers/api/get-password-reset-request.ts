import type { Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';
import { useBrowserData } from '~/lib/use-browser-data';

export const getPasswordResetRequest = (language: Language, guid: string, signal?: AbortSignal) =>
  apiRequest<{ eml: string }>(language, 'customers/getcustomerofpasswordresetrequest', {
    query: { guid },
    signal,
  });

export const usePasswordResetRequest = (language: Language, guid: string) =>
  useBrowserData(
    ['customers', 'password-reset-request', guid],
    (signal) => getPasswordResetRequest(language, guid, signal),
    // The page explains a failure (an unknown order, an expired link) at once.
    { retry: false },
  );
