import type { Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const resetPasswordRequest = (language: Language, email: string) =>
  apiRequest<MessageResponse>(language, 'customers/resetpasswordrequest', { query: { email } });
