import type { Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/**
 * Signs out on the server: the refresh token goes in its cookie, which the answer clears. `rt` is
 * only for a session stored before decision 013, whose refresh token was still in local storage.
 */
export const logout = (language: Language, rt?: string) =>
  apiRequest<MessageResponse>(language, 'customers/logout', { method: 'POST', body: rt ? { rt } : {} });
