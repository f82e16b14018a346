import type { Language, MessageResponse, UpdatePasswordRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const updatePassword = (language: Language, body: UpdatePasswordRequest) =>
  apiRequest<MessageResponse>(language, 'customers/updatepassword', { method: 'POST', body });
