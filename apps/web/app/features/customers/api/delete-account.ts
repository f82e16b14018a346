import type { DeleteAccountRequest, Language, MessageResponse } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const deleteAccount = (language: Language, body: DeleteAccountRequest) =>
  apiRequest<MessageResponse>(language, 'customers/deleteaccount', { method: 'POST', body });
