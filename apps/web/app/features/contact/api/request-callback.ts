import type { CallbackRequest, ContactAnswer, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const requestCallback = (language: Language, body: CallbackRequest) =>
  apiRequest<ContactAnswer>(language, 'contact/callmeback', { method: 'POST', body });
