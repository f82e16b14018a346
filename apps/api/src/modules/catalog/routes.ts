import { productListSchema, productSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';

const MAX_IDS = 200;

const productIdsSchema = z
  .string()
  .trim()
  .min(1, 'required_field')
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, 'invalid_id')
          .transform(Number),
      )
      .max(MAX_IDS, 'too_many_ids'),
  );

export async function catalogRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { catalog } = app.services;

  route.get(
    '/products/getbyurl',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product by its url slug (eurl)',
        querystring: z.object({ url: z.string().trim().min(1, 'required_field').max(300) }),
        response: { 200: productSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const slug = request.query.url.split('/').filter(Boolean).pop() ?? '';
      const product = await catalog.productByUrl(slug, request.language);
      if (!product) throw notFound('product_not_found');
      return product;
    },
  );

  route.get(
    '/products/getbyidfront',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product by id',
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: productSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const product = await catalog.productById(request.query.id, request.language);
      if (!product) throw notFound('product_not_found');
      return product;
    },
  );

  route.get(
    '/products/getbyproductsids',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products by comma-joined ids; unknown ids are absent',
        querystring: z.object({ productsids: productIdsSchema }),
        response: { 200: productListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await catalog.productsByIds(request.query.productsids, request.language) }),
  );
}
