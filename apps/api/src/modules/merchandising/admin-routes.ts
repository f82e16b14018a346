import {
  adminBannerListSchema,
  adminBannerQuerySchema,
  adminBannerSaveSchema,
  adminBannerSchema,
  adminContentDeleteResultSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['content'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/**
 * Staff calls of banners (under `/api/{lang}/admin/banners/`), in the back office's content area
 * and the one staff shape of its content: every staff role reads, an Admin saves and removes.
 */
export async function bannerAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { bannerAdmin } = app.services;
  const readers = { onRequest: app.requireStaff('content', 'read') };
  const writers = { onRequest: app.requireStaff('content', 'write') };
  const byId = idQuery('invalid_id');

  route.get(
    '/admin/banners/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Banners, shown or not, of one group or all, searched by title or group, sorted and paged (staff)',
        querystring: adminBannerQuerySchema,
        response: { 200: adminBannerListSchema, ...staffErrors },
      },
    },
    async (request) => bannerAdmin.list(request.query),
  );

  route.get(
    '/admin/banners/get',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'One banner with both languages’ titles and pictures (staff)',
        querystring: byId,
        response: { 200: adminBannerSchema, ...staffErrors },
      },
    },
    async (request) => bannerAdmin.get(request.query.id),
  );

  route.post(
    '/admin/banners/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a banner (no id) or replaces one: group, pictures, a shop path or https link, order and showing window (Admin)',
        body: adminBannerSaveSchema,
        response: { 200: adminBannerSchema, ...writeErrors },
      },
    },
    async (request) => bannerAdmin.save(request.body, staffOf(request).id),
  );

  route.delete(
    '/admin/banners/delete',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Removes a banner; 409 while a question or custom content is attached to it (Admin)',
        querystring: byId,
        response: { 200: adminContentDeleteResultSchema, ...writeErrors },
      },
    },
    async (request) => {
      await bannerAdmin.remove(request.query.id, staffOf(request).id);
      return { id: request.query.id };
    },
  );
}
