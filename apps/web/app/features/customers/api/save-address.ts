import type { Address, AddressInput, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const insertAddress = (language: Language, body: AddressInput) =>
  apiRequest<Address>(language, 'addresses/insertbycustomer', { method: 'POST', body });

export const updateAddress = (language: Language, id: number, body: AddressInput) =>
  apiRequest<Address>(language, 'addresses/updatebycustomer', { method: 'PUT', body: { ...body, id } });
