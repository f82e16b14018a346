import {
  CONTENT_MAX_PAGE_SIZE,
  type ContentCategory,
  type Language,
  VIDEO_PAGE_SIZE,
  type Video,
  type VideoPage,
} from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

/** Which videos a listing holds: the home page's, a category's or a contributor's. */
export type VideoSource = { kind: 'front' } | { kind: 'category' | 'contributor'; id: number };

const pathOf: Record<VideoSource['kind'], string> = {
  front: 'videos/getbyshowfront',
  category: 'videos/GetByVideoCategory',
  contributor: 'videos/GetByContributor',
};

export const getVideos = (
  language: Language,
  source: VideoSource,
  page = 1,
  psize = VIDEO_PAGE_SIZE,
  signal?: AbortSignal,
) =>
  apiRequest<VideoPage>(language, pathOf[source.kind], {
    query: { id: 'id' in source ? source.id : undefined, page, psize },
    signal,
  });

/** Every video a contributor presents (up to the API's largest page), for their page. */
export const getContributorVideos = (language: Language, contributorId: number, signal?: AbortSignal) =>
  getVideos(language, { kind: 'contributor', id: contributorId }, 1, CONTENT_MAX_PAGE_SIZE, signal);

export const getVideoByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<Video>(language, 'videos/GetByUrl', { query: { url: eurl }, signal });

export const getVideoCategories = (language: Language, signal?: AbortSignal) =>
  apiRequest<{ items: ContentCategory[] }>(language, 'VideoCategories/GetAllCategories', { signal });

export const getVideoCategoryByUrl = (language: Language, eurl: string, signal?: AbortSignal) =>
  apiRequest<ContentCategory>(language, 'VideoCategories/GetByUrl', { query: { url: eurl }, signal });
