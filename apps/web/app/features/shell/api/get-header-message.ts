import { type CustomMessage, HEADER_MESSAGE_CODE, type Language } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

export const getCustomMessage = (language: Language, code: string, signal?: AbortSignal) =>
  apiRequest<CustomMessage>(language, 'custommessages/getbycode', { query: { code }, signal });

export const headerMessageQuery = (language: Language) =>
  queryOptions({
    queryKey: ['custommessages', HEADER_MESSAGE_CODE, language],
    // No message, or a failed call, shows no bar.
    queryFn: ({ signal }): Promise<CustomMessage | null> =>
      getCustomMessage(language, HEADER_MESSAGE_CODE, signal).catch(() => null),
  });
