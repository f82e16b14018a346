import type { Language, MessageResponse, RegisterRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const register = (language: Language, body: RegisterRequest) =>
  apiRequest<MessageResponse>(language, 'customers/register', { method: 'POST', body });
