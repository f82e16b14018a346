import type { CustomerSession, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const impersonateCustomer = (language: Language, guid: string) =>
  apiRequest<CustomerSession>(language, 'customers/impersonatecustomer', { query: { guid } });
