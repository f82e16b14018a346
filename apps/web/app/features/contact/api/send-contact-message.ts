import type { ContactAnswer, ContactMessageRequest, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const sendContactMessage = (language: Language, body: ContactMessageRequest) =>
  apiRequest<ContactAnswer>(language, 'contact/message', { method: 'POST', body });
