import type { Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const withdrawConsents = (language: Language) =>
  apiRequest<MessageResponse>(language, 'customers/withdrawconsents', { method: 'POST' });
