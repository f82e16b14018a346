import type { CustomerProfile, Language } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getProfile = (language: Language, signal?: AbortSignal) =>
  apiRequest<CustomerProfile>(language, 'customers/getprofile', { query: { v: Date.now() }, signal });

export const profileQuery = (language: Language) =>
  queryOptions({ queryKey: ['customers', 'profile'], queryFn: ({ signal }) => getProfile(language, signal) });

export const useProfile = (language: Language) => useQuery(profileQuery(language));
