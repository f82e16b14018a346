import type { Language, PharmacyDetails } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The pharmacy's legal details; a page that shows them server-rendered reads them in its loader. */
export const getPharmacyDetails = (language: Language, signal?: AbortSignal) =>
  apiRequest<PharmacyDetails>(language, 'settings/pharmacy', { signal });
