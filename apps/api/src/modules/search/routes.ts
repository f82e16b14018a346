import { productListingSchema, searchAlternativesSchema, suggestionSchema } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { publicRead } from '../../plugins/xsrf.ts';
import { emptyFilters, listingDescription, listingParams, listingQueryShape } from '../catalog/index.ts';

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
  const { search, searchInsights, searchSynonyms } = app.services;

  route.get(
    '/products/searchwithfilters',
    {
      config: publicRead,
      schema: {
        tags: ['search'],
        summary: 'Greek-aware product search with facets (Greek, Greeklish, typos, code, barcode, brand)',
        description: `${listingDescription} \`key\` is the text typed; \`stids\` comma-joined status ids. Sort Default is relevance; page size defaults to 24.`,
        querystring: z.object({ key: keySchema, stids: statusIdsSchema, ...listingQueryShape }),
        response: { 200: productListingSchema, ...apiErrorResponses },
      },
    },
    async (request, reply) => {
      const { key, stids } = request.query;
      const params = listingParams(request.query);
      // A search is counted once, as its first page opens; paging, sorting and filters refine it.
      const first =
        params.page === 1 &&
        stids.length === 0 &&
        JSON.stringify(params.filters) === JSON.stringify(emptyFilters());
      const json = await search.searchJson(
        await searchSynonyms.searchedFor(key),
        stids,
        params,
        request.language,
        first ? (found) => searchInsights.searched(key, found) : undefined,
      );
      // Written in the schema's shape from the products' kept answers, past the typed serializer.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  route.get(
    '/search/suggestions',
    {
      config: publicRead,
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
      config: publicRead,
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
