import type { Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Consumes the single-use link, so it is a mutation, never a cached or retried query. */
export const verifyRegistration = (language: Language, guid: string) =>
  apiRequest<MessageResponse>(language, 'customers/verifyregistration', { query: { guid } });
