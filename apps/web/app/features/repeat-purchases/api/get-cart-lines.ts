import type { Language, RepeatPurchaseCartLines } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** What a reminder mail's link puts in the cart; 404 for a forged or expired link. */
export const getReminderCartLines = (language: Language, token: string) =>
  apiRequest<RepeatPurchaseCartLines>(language, 'repeatpurchases/getcartlines', { query: { token } });
