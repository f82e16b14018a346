import { contentPageSchema, entityByUrlSchema, URL_ENTITY_KINDS } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { pageUrlSchema, queryFlagSchema } from './pages-query-schemas.ts';

/** Content pages (spec 000 §2 `pages/{eurl}`) and entities by url (spec 000 §7). */
export async function contentPagesRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contentPages, entityUrls } = app.services;
  const tags = ['content'];

  route.get(
    '/contentpages/getbyurl',
    {
      schema: {
        tags,
        summary: 'A published content page by its slug in either language, with its sanitised body',
        querystring: z.object({ url: pageUrlSchema }),
        response: { 200: contentPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const page = await contentPages.pageByUrl(request.query.url, request.language);
      if (!page) throw notFound('content_page_not_found');
      return page;
    },
  );

  route.get(
    '/contentpages/getbyid',
    {
      schema: {
        tags,
        summary: 'A published content page by id',
        querystring: idQuery('invalid_id'),
        response: { 200: contentPageSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const page = await contentPages.pageById(request.query.id, request.language);
      if (!page) throw notFound('content_page_not_found');
      return page;
    },
  );

  route.get(
    '/get-by-url',
    {
      schema: {
        tags,
        summary: 'Which content entity of a kind a slug names, with its slug in every language',
        description:
          'For the language switch: the answer holds the slug of each language. With `metadata=true` it also holds the title and a short description in the language asked.',
        querystring: z.object({
          type: z.enum(URL_ENTITY_KINDS, 'invalid_value'),
          url: pageUrlSchema,
          metadata: queryFlagSchema.default(false),
        }),
        response: { 200: entityByUrlSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const { type, url, metadata } = request.query;
      const entity = await entityUrls.resolve(type, url, request.language, metadata);
      if (!entity) throw notFound('entity_not_found');
      return entity;
    },
  );
}
