import { productListingSchema, searchAlternativesSchema, suggestionSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { listingParams, listingQueryShape } from '../catalog/listing-query.ts';
import { listingDescription } from '../catalog/routes.ts';

const keySchema = z.string().trim().min(1, 'required_field').max(100, 'too_long');

const statusIdsSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.split(',').map((part) => part.trim()) : []))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, 'invalid_id')
          .transform(Number),
      )
      .max(50),
  );

export async function searchRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { search } = app.services;

  route.get(
    '/products/searchwithfilters',
    {
      schema: {
        tags: ['search'],
        summary: 'Greek-aware product search with facets (Greek, Greeklish, typos, code, barcode, brand)',
        description: `${listingDescription} \`key\` is the text typed; \`stids\` comma-joined status ids. Sort Default is relevance; page size defaults to 24.`,
        querystring: z.object({ key: keySchema, stids: statusIdsSchema, ...listingQueryShape }),
        response: { 200: productListingSchema, ...apiErrorResponses },
      },
    },
    async (request) =>
      search.search(request.query.key, request.query.stids, listingParams(request.query), request.language),
  );

  route.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Header search box: 5 random suggestion links (pid null) and the matching products',
        querystring: z.object({ key: keySchema }),
        response: { 200: z.object({ items: z.array(suggestionSchema) }), ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await search.suggestions(request.query.key, request.language) }),
  );

  route.get(
    '/search/alternatives',
    {
      schema: {
        tags: ['search'],
        summary:
          'For a search without results: brands and categories spelled close to the query, and the main categories',
        querystring: z.object({ key: keySchema }),
        response: { 200: searchAlternativesSchema, ...apiErrorResponses },
      },
    },
    async (request) => search.alternatives(request.query.key, request.language),
  );
}
