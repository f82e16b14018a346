import type { Language, Offer } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getOffers = (language: Language, signal?: AbortSignal) =>
  apiRequest<Offer[]>(language, 'promotionpolicies/GetOffers', { signal });
