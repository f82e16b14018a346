import type { Language, OrderReturn, ReturnRequest } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const insertReturn = (language: Language, request: ReturnRequest) =>
  apiRequest<OrderReturn>(language, 'returns/insert', { method: 'POST', body: request });
