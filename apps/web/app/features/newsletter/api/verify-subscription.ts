import type { Language, NewsletterVerification } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Consumes the single-use link, so it is a mutation, never a cached or retried query. */
export const verifyNewsletterSubscription = (language: Language, guid: string) =>
  apiRequest<NewsletterVerification>(language, 'newslettersubscriptions/verifysubscription', {
    query: { guid },
  });
