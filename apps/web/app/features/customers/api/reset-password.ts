import type { Language, MessageResponse, ResetPasswordRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const resetPassword = (language: Language, body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>(language, 'customers/resetpassword', { method: 'POST', body });
