import { type CustomMessage, HEADER_MESSAGE_CODE, type Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const getCustomMessage = (language: Language, code: string, signal?: AbortSignal) =>
  apiRequest<CustomMessage>(language, 'custommessages/getbycode', { query: { code }, signal });

/** The bar above the header; no message, or a failed call, shows no bar. */
export const getHeaderMessage = (language: Language, signal?: AbortSignal): Promise<CustomMessage | null> =>
  getCustomMessage(language, HEADER_MESSAGE_CODE, signal).catch(() => null);
