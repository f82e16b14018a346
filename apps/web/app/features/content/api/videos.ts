import {
  CONTENT_MAX_PAGE_SIZE,
  type ContentCategory,
  type Language,
  VIDEO_PAGE_SIZE,
  type Video,
  type VideoPage,
} from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** Which videos a listing holds: the home page's, a category's or a contributor's. */
export type VideoSource = { kind: 'front' } | { kind: 'category' | 'contributor'; id: number };

const pathOf: Record<VideoSource['kind'], string> = {
  front: 'videos/getbyshowfront',
  category: 'videos/GetByVideoCategory',
  contributor: 'videos/GetByContributor',
};

export const videosQuery = (language: Language, source: VideoSource, page = 1, psize = VIDEO_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['content', 'videos', language, source, page, psize],
    queryFn: ({ signal }) =>
      apiRequest<VideoPage>(language, pathOf[source.kind], {
        query: { id: 'id' in source ? source.id : undefined, page, psize },
        signal,
      }),
  });

/** Every video a contributor presents (up to the API's largest page), for their page. */
export const contributorVideosQuery = (language: Language, contributorId: number) =>
  videosQuery(language, { kind: 'contributor', id: contributorId }, 1, CONTENT_MAX_PAGE_SIZE);

export const videoByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'video', language, eurl],
    queryFn: ({ signal }) => apiRequest<Video>(language, 'videos/GetByUrl', { query: { url: eurl }, signal }),
  });

export const videoCategoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'video-categories', language],
    queryFn: ({ signal }) =>
      apiRequest<{ items: ContentCategory[] }>(language, 'VideoCategories/GetAllCategories', { signal }),
  });

export const videoCategoryByUrlQuery = (language: Language, eurl: string) =>
  queryOptions({
    queryKey: ['content', 'video-category', language, eurl],
    queryFn: ({ signal }) =>
      apiRequest<ContentCategory>(language, 'VideoCategories/GetByUrl', { query: { url: eurl }, signal }),
  });
