import type { Language, MessageResponse, NewsletterSubscribeRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const subscribeToNewsletter = (language: Language, body: NewsletterSubscribeRequest) =>
  apiRequest<MessageResponse>(language, 'newslettersubscriptions/subscribe', { method: 'POST', body });
