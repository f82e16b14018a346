import type { Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const logout = (language: Language, rt: string | undefined) =>
  apiRequest<MessageResponse>(language, 'customers/logout', { method: 'POST', body: { rt } });
