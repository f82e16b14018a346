import type { ContentReward, Language } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** The loyalty events of the content pages (signed-in customers only): an article read, a video played. */
export type ContentEvent = 'ReadBlog' | 'ViewVideo';

export const reportContentEvent = (language: Language, event: ContentEvent, id: number) =>
  apiRequest<ContentReward>(language, `Customers/${event}`, { method: 'POST', body: { id } });
