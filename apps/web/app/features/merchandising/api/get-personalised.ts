import type { Language, PersonalisedProducts } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Products picked for the shopper; keyed by whether a customer is signed in, so signing in or out picks again. */
export const personalisedQuery = (language: Language, signedIn: boolean) =>
  queryOptions({
    queryKey: ['merchandising', 'personalised', language, signedIn],
    queryFn: ({ signal }) =>
      apiRequest<PersonalisedProducts>(language, 'products/getpersonalised', { signal }),
  });
