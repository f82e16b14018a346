import type { GuestCartRequest, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The guest's cart with the email just given, kept for a reminder should the guest leave (decision 049). */
export const recordGuestCart = (language: Language, body: GuestCartRequest) =>
  apiRequest<null>(language, 'abandonedcarts/guest', { method: 'POST', body });
