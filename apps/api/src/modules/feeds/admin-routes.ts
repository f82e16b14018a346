import {
  adminFeedCategoryRuleSchema,
  adminFeedProductRuleSchema,
  adminFeedSettingsSchema,
  adminFeedWeightSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['feeds admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/** What the feeds list (under `/api/{lang}/admin/feeds/`): staff read, an Admin changes, as the catalogue. */
export async function feedAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { feedsAdmin } = app.services;

  route.get(
    '/admin/feeds/settings',
    {
      onRequest: app.requireStaff('catalog', 'read'),
      schema: {
        tags,
        security,
        summary: 'The feeds’ listing rules and weights (staff)',
        response: { 200: adminFeedSettingsSchema, ...staffErrors },
      },
    },
    async () => feedsAdmin.settings(),
  );

  route.post(
    '/admin/feeds/categories/set',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags,
        security,
        summary: 'Leaves a category and those below it out of a feed, or lists them again (Admin)',
        body: adminFeedCategoryRuleSchema,
        response: { 200: adminFeedSettingsSchema, ...staffErrors },
      },
    },
    async (request) => feedsAdmin.setCategory(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/feeds/products/set',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags,
        security,
        summary: 'A product’s own choice for a feed; null follows its categories (Admin)',
        body: adminFeedProductRuleSchema,
        response: { 200: adminFeedSettingsSchema, ...staffErrors },
      },
    },
    async (request) => feedsAdmin.setProduct(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/feeds/weights/set',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags,
        security,
        summary: 'A product’s shipping weight in grams, or none (Admin)',
        body: adminFeedWeightSchema,
        response: { 200: adminFeedSettingsSchema, ...staffErrors },
      },
    },
    async (request) => feedsAdmin.setWeight(request.body, staffOf(request).id),
  );
}
