import type { ContactInfo, Language, TakeawayStore } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The shop's contact email and call centre phone (the API's settings). */
export const getContactInfo = (language: Language, signal?: AbortSignal) =>
  apiRequest<ContactInfo>(language, 'contact/getinfo', { signal });

/** The shop's stores (Lamia, Larissa) with address, phone and opening hours in the page language. */
export const getStores = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: TakeawayStore[] }>(language, 'takeawaystores/getallfront', { signal });
