import { categorySchema, manufacturerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery, idSchema, MAX_ID } from '../../lib/route-schemas.ts';

export async function categoryRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { categories, manufacturers } = app.services;

  route.get(
    '/categories/getbyurl',
    {
      schema: {
        tags: ['categories'],
        summary: 'Category by url slug, with breadcrumbs and children',
        querystring: z.object({ url: z.string().trim().min(1, 'required_field').max(300) }),
        response: { 200: categorySchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const slug = request.query.url.split('/').filter(Boolean).pop() ?? '';
      const category = await categories.byUrl(slug, request.language);
      if (!category) throw notFound('category_not_found');
      return category;
    },
  );

  route.get(
    '/categories/getbyid',
    {
      schema: {
        tags: ['categories'],
        summary: 'Category by id, with breadcrumbs and children',
        querystring: idQuery('invalid_id'),
        response: { 200: categorySchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const category = await categories.byId(request.query.id, request.language);
      if (!category) throw notFound('category_not_found');
      return category;
    },
  );

  route.get(
    '/categories/getByParentCategoryId',
    {
      schema: {
        tags: ['categories'],
        summary: 'Visible children of a category; without id (or id 0) the top categories',
        querystring: z.object({
          // 0 asks for the top categories, as no id does.
          id: z.coerce
            .number('invalid_id')
            .int('invalid_id')
            .min(0, 'invalid_id')
            .max(MAX_ID, 'invalid_id')
            .optional(),
        }),
        response: { 200: z.object({ items: z.array(categorySchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({
      items: await categories.byParent(request.query.id ? request.query.id : null, request.language),
    }),
  );

  route.get(
    '/categories/GetAllFeaturedManufacturers',
    {
      schema: {
        tags: ['categories'],
        summary: 'Featured brands, within a category (and below it) when id is given',
        querystring: z.object({ id: idSchema('invalid_id').optional() }),
        response: { 200: z.object({ items: z.array(manufacturerSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.query;
      if (id === undefined) return { items: await manufacturers.featured(request.language, null) };
      const ids = await categories.withDescendants(id);
      if (ids.length === 0) throw notFound('category_not_found');
      return { items: await manufacturers.featured(request.language, ids) };
    },
  );
}
