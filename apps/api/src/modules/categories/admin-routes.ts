import {
  adminCategoryListSchema,
  adminCategorySaveSchema,
  adminCategorySchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['catalog admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff calls of the category tree (under `/api/{lang}/admin/categories/`): staff read, an Admin changes. */
export async function categoryAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { categoriesAdmin } = app.services;

  route.get(
    '/admin/categories/list',
    {
      onRequest: app.requireStaff('catalog', 'read'),
      schema: {
        tags,
        security,
        summary:
          'Every category, hidden ones too, parents before children, with the products linked to each (staff)',
        response: { 200: adminCategoryListSchema, ...staffErrors },
      },
    },
    async () => ({ items: await categoriesAdmin.list() }),
  );

  route.post(
    '/admin/categories/save',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags,
        security,
        summary: 'Adds a category (no id) or replaces one; its parent never itself or one below it (Admin)',
        body: adminCategorySaveSchema,
        response: { 200: adminCategorySchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request) => categoriesAdmin.save(request.body, staffOf(request).id),
  );
}
