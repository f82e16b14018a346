import { countryListSchema, countryRegionListSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idSchema } from '../../lib/route-schemas.ts';

export async function geoRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { geo } = app.services;

  route.get(
    '/countries/getallfront',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Countries an address may use',
        response: { 200: countryListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await geo.countries(request.language) }),
  );

  route.get(
    '/countryregions/getbycountry',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Regions of a country',
        querystring: z.object({ cid: idSchema() }),
        response: { 200: countryRegionListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await geo.regions(request.query.cid, request.language) }),
  );
}
