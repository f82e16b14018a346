import {
  apiErrorSchema,
  CONTENT_MAX_PAGE_SIZE,
  contentCategorySchema,
  contentRewardSchema,
  contributorSchema,
  NEWS_PAGE_SIZE,
  newsEntryPageSchema,
  newsEntrySchema,
  VIDEO_PAGE_SIZE,
  videoPageSchema,
  videoSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery, idSchema } from '../../lib/route-schemas.ts';
import { customerOf } from '../../plugins/auth.ts';

export const pageQuery = (defaultSize: number) =>
  z.object({
    page: z.coerce
      .number('invalid_value')
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(10_000, 'invalid_value')
      .default(1),
    psize: z.coerce
      .number('invalid_value')
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(CONTENT_MAX_PAGE_SIZE, 'invalid_value')
      .default(defaultSize),
  });
const newsPage = pageQuery(NEWS_PAGE_SIZE);
const videoPage = pageQuery(VIDEO_PAGE_SIZE);
/** `?url=` holding a slug or a path ending in one (`/blogPost/sun-care`). */
export const urlQuery = z.object({
  url: z.string().trim().min(1, 'required_field').max(300, 'invalid_value'),
});
export const slugOf = (url: string) => url.split('/').filter(Boolean).pop() ?? '';

/** Articles, videos and contributors of the spec's call catalogue (spec 001 §7), and their loyalty events. */
export async function contentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { content } = app.services;
  const news = { tags: ['content'] };

  route.get(
    '/newsentries/getbyshowfront',
    {
      schema: {
        ...news,
        summary: 'Articles chosen for the home page, newest first',
        querystring: newsPage,
        response: { 200: newsEntryPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.entries({ showFront: true }, request.query, request.language),
  );

  route.get(
    '/newsentries/getallentries',
    {
      schema: {
        ...news,
        summary: 'Every published article, newest first',
        querystring: newsPage,
        response: { 200: newsEntryPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.entries({}, request.query, request.language),
  );

  route.get(
    '/newsentries/getbynewscategoryid',
    {
      schema: {
        ...news,
        summary: 'Articles of a category, newest first',
        querystring: newsPage.extend({ id: idSchema('invalid_id') }),
        response: { 200: newsEntryPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.entries({ categoryId: request.query.id }, request.query, request.language),
  );

  route.get(
    '/newsentries/getbycontributorid',
    {
      schema: {
        ...news,
        summary: 'Articles a contributor wrote, newest first',
        querystring: newsPage.extend({ id: idSchema('invalid_id') }),
        response: { 200: newsEntryPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.entries({ contributorId: request.query.id }, request.query, request.language),
  );

  route.get(
    '/newsentries/getbyurl',
    {
      schema: {
        ...news,
        summary: 'An article by its url slug, with its sanitised body',
        querystring: urlQuery,
        response: { 200: newsEntrySchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const entry = await content.entryByUrl(slugOf(request.query.url), request.language);
      if (!entry) throw notFound('news_entry_not_found');
      return entry;
    },
  );

  route.get(
    '/newscategories/getallcategories',
    {
      schema: {
        ...news,
        summary: 'Article categories',
        response: { 200: z.object({ items: z.array(contentCategorySchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await content.categories(request.language) }),
  );

  route.get(
    '/newscategories/getbyurl',
    {
      schema: {
        ...news,
        summary: 'An article category by its url slug',
        querystring: urlQuery,
        response: { 200: contentCategorySchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const category = await content.categoryByUrl(slugOf(request.query.url), request.language);
      if (!category) throw notFound('content_category_not_found');
      return category;
    },
  );

  route.get(
    '/videos/getbyshowfront',
    {
      schema: {
        ...news,
        summary: 'Videos chosen for the home page, newest first',
        querystring: videoPage,
        response: { 200: videoPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.videos({ showFront: true }, request.query, request.language),
  );

  route.get(
    '/videos/GetByVideoGroupCode',
    {
      schema: {
        ...news,
        summary: 'Videos of a group (a series), newest first',
        querystring: videoPage.extend({
          code: z.string().trim().min(1, 'required_field').max(100, 'invalid_value'),
        }),
        response: { 200: videoPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.videos({ groupCode: request.query.code }, request.query, request.language),
  );

  route.get(
    '/videos/GetByVideoCategory',
    {
      schema: {
        ...news,
        summary: 'Videos of a category, newest first',
        querystring: videoPage.extend({ id: idSchema('invalid_id') }),
        response: { 200: videoPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.videos({ categoryId: request.query.id }, request.query, request.language),
  );

  route.get(
    '/videos/GetByContributor',
    {
      schema: {
        ...news,
        summary: 'Videos a contributor presents, newest first',
        querystring: videoPage.extend({ id: idSchema('invalid_id') }),
        response: { 200: videoPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => content.videos({ contributorId: request.query.id }, request.query, request.language),
  );

  route.get(
    '/videos/GetByUrl',
    {
      schema: {
        ...news,
        summary: 'A video by its url slug',
        querystring: urlQuery,
        response: { 200: videoSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const video = await content.videoByUrl(slugOf(request.query.url), request.language);
      if (!video) throw notFound('video_not_found');
      return video;
    },
  );

  route.get(
    '/VideoCategories/GetAllCategories',
    {
      schema: {
        ...news,
        summary: 'Video categories',
        response: { 200: z.object({ items: z.array(contentCategorySchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await content.videoCategories(request.language) }),
  );

  route.get(
    '/VideoCategories/GetByUrl',
    {
      schema: {
        ...news,
        summary: 'A video category by its url slug',
        querystring: urlQuery,
        response: { 200: contentCategorySchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const category = await content.videoCategoryByUrl(slugOf(request.query.url), request.language);
      if (!category) throw notFound('content_category_not_found');
      return category;
    },
  );

  route.get(
    '/contributors/getall',
    {
      schema: {
        ...news,
        summary: 'The pharmacists and other experts who write and present the content',
        response: { 200: z.object({ items: z.array(contributorSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await content.contributors(request.language) }),
  );

  route.get(
    '/contributors/getbyurl',
    {
      schema: {
        ...news,
        summary: 'A contributor by url slug',
        querystring: urlQuery,
        response: { 200: contributorSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const contributor = await content.contributorByUrl(slugOf(request.query.url), request.language);
      if (!contributor) throw notFound('contributor_not_found');
      return contributor;
    },
  );

  const reward = {
    onRequest: app.requireCustomer,
    schema: {
      ...news,
      security: [{ bearer: [] }],
      body: idQuery('invalid_id'),
      response: { 200: contentRewardSchema, ...apiErrorResponses, 401: apiErrorSchema },
    },
  } as const;

  route.post(
    '/Customers/ReadBlog',
    {
      ...reward,
      schema: {
        ...reward.schema,
        summary: 'The signed-in customer read an article (id): ReadBlog points, once per article',
      },
    },
    async (request) => {
      const points = await content.rewardReading(customerOf(request).id, request.body.id);
      if (points === undefined) throw notFound('news_entry_not_found');
      return { points };
    },
  );

  route.post(
    '/Customers/ViewVideo',
    {
      ...reward,
      schema: {
        ...reward.schema,
        summary: 'The signed-in customer watched a video (id): ViewVideo points, once per video',
      },
    },
    async (request) => {
      const points = await content.rewardViewing(customerOf(request).id, request.body.id);
      if (points === undefined) throw notFound('video_not_found');
      return { points };
    },
  );
}
