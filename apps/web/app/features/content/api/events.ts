import {
  CONTENT_MAX_PAGE_SIZE,
  type ContentEvent,
  EVENT_PAGE_SIZE,
  type EventPage,
  type Language,
} from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Every event still to come (up to the API's largest page): a pharmacy has a handful at a time. */
export const upcomingEventsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'events', 'upcoming', language],
    queryFn: ({ signal }) =>
      apiRequest<EventPage>(language, 'events/getupcoming', {
        query: { psize: CONTENT_MAX_PAGE_SIZE },
        signal,
      }),
  });

/** A page of the events already held, latest first. */
export const pastEventsQuery = (language: Language, page = 1) =>
  queryOptions({
    queryKey: ['content', 'events', 'past', language, page],
    queryFn: ({ signal }) =>
      apiRequest<EventPage>(language, 'events/getall', {
        query: { past: 'true', page, psize: EVENT_PAGE_SIZE },
        signal,
      }),
  });

/** The events a contributor hosts, latest first (up to the API's largest page), for their page. */
export const contributorEventsQuery = (language: Language, contributorId: number) =>
  queryOptions({
    queryKey: ['content', 'events', 'contributor', language, contributorId],
    queryFn: ({ signal }) =>
      apiRequest<EventPage>(language, 'events/getbycontributor', {
        query: { id: contributorId, psize: CONTENT_MAX_PAGE_SIZE },
        signal,
      }),
  });

export const eventByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'event', language, eurl],
    queryFn: ({ signal }) =>
      apiRequest<ContentEvent>(language, 'events/getbyurl', { query: { url: eurl }, signal }),
  });
