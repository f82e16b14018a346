import type { Language, PersonalisedProducts } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Products picked for the shopper: the signed-in customer's, else the shop's picks. */
export const getPersonalised = (language: Language, signal?: AbortSignal) =>
  apiRequest<PersonalisedProducts>(language, 'products/getpersonalised', { signal });
