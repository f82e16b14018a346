import {
  CONTENT_MAX_PAGE_SIZE,
  type ContentEvent,
  EVENT_PAGE_SIZE,
  type EventPage,
  type Language,
} from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Every event still to come (up to the API's largest page): a pharmacy has a handful at a time. */
export const getUpcomingEvents = (language: Language, signal?: AbortSignal) =>
  apiRequest<EventPage>(language, 'events/getupcoming', { query: { psize: CONTENT_MAX_PAGE_SIZE }, signal });

/** A page of the events already held, latest first. */
export const getPastEvents = (language: Language, page = 1, signal?: AbortSignal) =>
  apiRequest<EventPage>(language, 'events/getall', {
    query: { past: 'true', page, psize: EVENT_PAGE_SIZE },
    signal,
  });

/** The events a contributor hosts, latest first (up to the API's largest page), for their page. */
export const getContributorEvents = (language: Language, contributorId: number, signal?: AbortSignal) =>
  apiRequest<EventPage>(language, 'events/getbycontributor', {
    query: { id: contributorId, psize: CONTENT_MAX_PAGE_SIZE },
    signal,
  });

export const getEventByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<ContentEvent>(language, 'events/getbyurl', { query: { url: eurl }, signal });
