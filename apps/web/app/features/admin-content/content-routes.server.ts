import {
  adminBannerListSchema,
  adminBannerQuerySchema,
  adminBannerSaveSchema,
  adminBannerSchema,
  adminContributorListSchema,
  adminContributorQuerySchema,
  adminContributorSaveSchema,
  adminContributorSchema,
  adminEventListSchema,
  adminEventQuerySchema,
  adminEventSchema,
  adminFaqListSchema,
  adminFaqQuerySchema,
  adminFaqSaveSchema,
  adminFaqSchema,
  adminNewsEntrySchema,
  adminNewsListSchema,
  adminNewsQuerySchema,
  adminPageListSchema,
  adminPageQuerySchema,
  adminPageSaveSchema,
  adminPageSchema,
  adminVideoListSchema,
  adminVideoQuerySchema,
  adminVideoSaveSchema,
  adminVideoSchema,
} from '@shop/contract';
import { articleCategoryChoices, contributorChoices, videoCategoryChoices } from './content-choices.server';
import {
  articleSaveInput,
  articleSaveSchema,
  contributorSaveInput,
  eventSaveInput,
  eventSaveSchema,
  insertOrUpdate,
  pageSaveInput,
  videoSaveInput,
} from './content-input';
import { contentRoute } from './content-route.server';
import { bannerSaveInput, faqSaveInput } from './faq-banner-input';

/** Each content kind's page data and changes, under its back-office address (routes/admin-{page}.tsx). */

export const articlesRoute = contentRoute({
  api: 'newsentries',
  answers: { list: adminNewsListSchema, entry: adminNewsEntrySchema },
  page: '/articles',
  querySchema: adminNewsQuerySchema,
  schema: articleSaveSchema,
  input: articleSaveInput,
  savePath: insertOrUpdate('newsentries'),
  extra: async (request, language) => ({
    categories: await articleCategoryChoices(request, language),
    contributors: await contributorChoices(request, language),
  }),
});

export const eventsRoute = contentRoute({
  api: 'events',
  answers: { list: adminEventListSchema, entry: adminEventSchema },
  page: '/events',
  querySchema: adminEventQuerySchema,
  schema: eventSaveSchema,
  input: eventSaveInput,
  savePath: insertOrUpdate('events'),
});

export const videosRoute = contentRoute({
  api: 'videos',
  answers: { list: adminVideoListSchema, entry: adminVideoSchema },
  page: '/videos',
  querySchema: adminVideoQuerySchema,
  schema: adminVideoSaveSchema,
  input: videoSaveInput,
  extra: async (request, language) => ({
    categories: await videoCategoryChoices(request, language),
    contributors: await contributorChoices(request, language),
  }),
});

export const contributorsRoute = contentRoute({
  api: 'contributors',
  answers: { list: adminContributorListSchema, entry: adminContributorSchema },
  page: '/contributors',
  querySchema: adminContributorQuerySchema,
  schema: adminContributorSaveSchema,
  input: contributorSaveInput,
});

export const pagesRoute = contentRoute({
  api: 'pages',
  answers: { list: adminPageListSchema, entry: adminPageSchema },
  page: '/pages',
  querySchema: adminPageQuerySchema,
  schema: adminPageSaveSchema,
  input: pageSaveInput,
});

export const faqsRoute = contentRoute({
  api: 'faqs',
  answers: { list: adminFaqListSchema, entry: adminFaqSchema },
  page: '/faq',
  querySchema: adminFaqQuerySchema,
  schema: adminFaqSaveSchema,
  input: faqSaveInput,
});

export const bannersRoute = contentRoute({
  api: 'banners',
  answers: { list: adminBannerListSchema, entry: adminBannerSchema },
  page: '/banners',
  querySchema: adminBannerQuerySchema,
  schema: adminBannerSaveSchema,
  input: bannerSaveInput,
});
