import type { Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const deleteAddress = (language: Language, id: number) =>
  apiRequest<null>(language, 'addresses/deletebycustomer', { method: 'DELETE', query: { id } });
