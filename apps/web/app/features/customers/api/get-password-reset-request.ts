import type { Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getPasswordResetRequest = (language: Language, guid: string, signal?: AbortSignal) =>
  apiRequest<{ eml: string }>(language, 'customers/getcustomerofpasswordresetrequest', {
    query: { guid },
    signal,
  });

export const passwordResetRequestQuery = (language: Language, guid: string) =>
  queryOptions({
    queryKey: ['customers', 'password-reset-request', guid],
    queryFn: ({ signal }) => getPasswordResetRequest(language, guid, signal),
    retry: false,
  });

export const usePasswordResetRequest = (language: Language, guid: string) =>
  useQuery(passwordResetRequestQuery(language, guid));
