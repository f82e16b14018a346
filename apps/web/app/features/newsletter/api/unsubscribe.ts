import type { Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The signed token of the mail is the credential; repeating it answers the same. */
export const unsubscribeFromNewsletter = (language: Language, token: string) =>
  apiRequest<MessageResponse>(language, 'newslettersubscriptions/unsubscribe', {
    method: 'POST',
    query: { token },
  });
