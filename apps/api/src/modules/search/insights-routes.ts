import {
  adminSearchInsightsQuerySchema,
  apiErrorSchema,
  searchClickedSchema,
  searchInsightListSchema,
  searchSynonymDeleteSchema,
  searchSynonymListSchema,
  searchSynonymSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Search insights (issue 29): the storefront reports a result opened; staff read what shoppers
 * search for over a period and send a query that finds nothing to a synonym.
 */
export async function searchInsightRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { searchInsights, searchSynonyms } = app.services;
  app.addHook('onClose', () => searchInsights.flush());

  route.post(
    '/search/clicked',
    {
      schema: {
        tags: ['search'],
        summary: 'A result of the search for `key` was opened (counted per day, nothing about the shopper)',
        body: searchClickedSchema,
        response: { 200: z.object({}), ...apiErrorResponses },
      },
    },
    async (request) => {
      searchInsights.clicked(request.body.key);
      return {};
    },
  );

  route.get(
    '/admin/search-insights',
    {
      onRequest: app.requireStaff('catalog', 'read'),
      schema: {
        tags: ['search admin'],
        security,
        summary:
          'Most searched queries of a period: all, without results, or with results and no click (staff)',
        querystring: adminSearchInsightsQuerySchema,
        response: { 200: searchInsightListSchema, ...staffErrors },
      },
    },
    async (request) => ({
      items: await searchInsights.report(request.query.from, request.query.to, request.query.kind),
    }),
  );

  route.get(
    '/admin/search-synonyms',
    {
      onRequest: app.requireStaff('catalog', 'read'),
      schema: {
        tags: ['search admin'],
        security,
        summary: 'Search synonyms (staff)',
        response: { 200: searchSynonymListSchema, ...staffErrors },
      },
    },
    async () => ({ items: await searchSynonyms.list() }),
  );

  route.post(
    '/admin/search-synonyms/save',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags: ['search admin'],
        security,
        summary: 'Sends a query to another text: the search uses it at once (Admin)',
        body: searchSynonymSchema,
        response: { 200: searchSynonymListSchema, ...staffErrors },
      },
    },
    async (request) => ({ items: await searchSynonyms.save(request.body.term, request.body.target) }),
  );

  route.post(
    '/admin/search-synonyms/delete',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags: ['search admin'],
        security,
        summary: 'Removes a search synonym (Admin)',
        body: searchSynonymDeleteSchema,
        response: { 200: searchSynonymListSchema, ...staffErrors },
      },
    },
    async (request) => ({ items: await searchSynonyms.remove(request.body.term) }),
  );
}
