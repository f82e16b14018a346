import { countryExclusionSchema, manufacturerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery, idTextSchema, MAX_LISTED_IDS } from '../../lib/route-schemas.ts';

/** `?productIds=1&productIds=2` (repeated) or a single value. */
const repeatedIdsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(idTextSchema('invalid_id')).min(1).max(MAX_LISTED_IDS, 'too_many_ids'));

export async function manufacturerRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { manufacturers } = app.services;

  route.get(
    '/manufacturers/getallpublic',
    {
      schema: {
        tags: ['manufacturers'],
        summary: 'Every public brand, by name',
        response: { 200: z.object({ items: z.array(manufacturerSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await manufacturers.allPublic(request.language) }),
  );

  route.get(
    '/manufacturers/getbyurl',
    {
      schema: {
        tags: ['manufacturers'],
        summary: 'Brand by url slug',
        querystring: z.object({ url: z.string().trim().min(1, 'required_field').max(300) }),
        response: { 200: manufacturerSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const slug = request.query.url.split('/').filter(Boolean).pop() ?? '';
      const manufacturer = await manufacturers.byUrl(slug, request.language);
      if (!manufacturer) throw notFound('manufacturer_not_found');
      return manufacturer;
    },
  );

  route.get(
    '/manufacturers/getbyid',
    {
      schema: {
        tags: ['manufacturers'],
        summary: 'Brand by id',
        querystring: idQuery('invalid_id'),
        response: { 200: manufacturerSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const manufacturer = await manufacturers.byId(request.query.id, request.language);
      if (!manufacturer) throw notFound('manufacturer_not_found');
      return manufacturer;
    },
  );

  route.get(
    '/ManufacturerCountryExclusions/GetExclusionsByProductIds',
    {
      schema: {
        tags: ['manufacturers'],
        summary: 'Countries each product cannot be shipped to (productIds repeated)',
        querystring: z.object({ productIds: repeatedIdsSchema }),
        response: { 200: z.object({ items: z.array(countryExclusionSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await manufacturers.countryExclusions(request.query.productIds) }),
  );
}
