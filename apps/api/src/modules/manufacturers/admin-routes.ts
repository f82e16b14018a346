import {
  adminBrandListSchema,
  adminBrandQuerySchema,
  adminBrandSaveSchema,
  adminBrandSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['catalog admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/** Staff calls of brands (under `/api/{lang}/admin/brands/`): staff read, an Admin changes. */
export async function manufacturerAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { brandsAdmin } = app.services;

  route.get(
    '/admin/brands/list',
    {
      onRequest: app.requireStaff('catalog', 'read'),
      schema: {
        tags,
        security,
        summary:
          'Brands, hidden ones too, searched by name or slug, public or hidden, sorted (by name unless told), paged (staff)',
        querystring: adminBrandQuerySchema,
        response: { 200: adminBrandListSchema, ...staffErrors },
      },
    },
    async (request) => brandsAdmin.list(request.query, request.language),
  );

  route.post(
    '/admin/brands/save',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      schema: {
        tags,
        security,
        summary: 'Adds a brand (no id) or replaces one (Admin)',
        body: adminBrandSaveSchema,
        response: { 200: adminBrandSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request) => brandsAdmin.save(request.body, staffOf(request).id),
  );
}
