import type { CustomerSession, Language, LoginRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const login = (language: Language, body: LoginRequest) =>
  apiRequest<CustomerSession>(language, 'customers/login', { method: 'POST', body });
