import {
  adminCmsLinkListSchema,
  adminCmsLinkSchema,
  adminCustomMessageListSchema,
  adminCustomMessageSchema,
  adminMenuItemSchema,
  adminMenuQuerySchema,
  adminMenuSchema,
  apiErrorSchema,
  cmsLinkSaveSchema,
  customMessageSaveSchema,
  menuItemSaveSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['navigation'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...staffErrors, 422: apiErrorSchema };

/**
 * Staff reads and writes of the navigation (under `/api/{lang}/admin/`): every staff role reads, only an
 * Admin changes the menus, the cms links and the custom messages (`STAFF_PERMISSIONS`).
 */
export async function navigationAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { navigationAdmin } = app.services;
  const readers = { onRequest: app.requireStaff('navigation', 'read') };
  const writers = { onRequest: app.requireStaff('navigation', 'write') };

  route.get(
    '/admin/menus/getall',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Every entry of a menu (MAIN unless `code`), hidden ones too, in both languages (staff)',
        querystring: adminMenuQuerySchema,
        response: { 200: adminMenuSchema, ...staffErrors },
      },
    },
    async (request) => ({ items: await navigationAdmin.menu(request.query.code) }),
  );

  route.post(
    '/admin/menus/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a menu entry (no id) or replaces one; its parent of the same menu, never itself or below it (staff)',
        body: menuItemSaveSchema,
        response: { 200: adminMenuItemSchema, ...writeErrors },
      },
    },
    async (request) => navigationAdmin.saveMenuItem(request.body, staffOf(request).id),
  );

  route.delete(
    '/admin/menus/delete',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Removes a menu entry and every entry under it (staff)',
        querystring: idQuery('invalid_id'),
        response: { 200: z.object({ id: z.number() }), ...staffErrors },
      },
    },
    async (request) => {
      await navigationAdmin.deleteMenuItem(request.query.id, staffOf(request).id);
      return { id: request.query.id };
    },
  );

  route.get(
    '/admin/cmslinks/getall',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Every cms link, hidden ones too, in both languages (staff)',
        response: { 200: adminCmsLinkListSchema, ...staffErrors },
      },
    },
    async () => ({ items: await navigationAdmin.cmsLinks() }),
  );

  route.post(
    '/admin/cmslinks/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Adds a cms link (no id) or replaces one, with the places it shows (staff)',
        body: cmsLinkSaveSchema,
        response: { 200: adminCmsLinkSchema, ...writeErrors },
      },
    },
    async (request) => navigationAdmin.saveCmsLink(request.body, staffOf(request).id),
  );

  route.delete(
    '/admin/cmslinks/delete',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Removes a cms link (staff)',
        querystring: idQuery('invalid_id'),
        response: { 200: z.object({ id: z.number() }), ...staffErrors },
      },
    },
    async (request) => {
      await navigationAdmin.deleteCmsLink(request.query.id, staffOf(request).id);
      return { id: request.query.id };
    },
  );

  route.get(
    '/admin/custommessages/getall',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Every custom message (HEADER-MESSAGE …) with its texts in both languages, links and colours (staff)',
        response: { 200: adminCustomMessageListSchema, ...staffErrors },
      },
    },
    async () => ({ items: await navigationAdmin.customMessages() }),
  );

  route.post(
    '/admin/custommessages/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Stores a custom message by code (HEADER-MESSAGE): up to three texts with links and a #rrggbb background (staff)',
        body: customMessageSaveSchema,
        response: { 200: adminCustomMessageSchema, ...writeErrors },
      },
    },
    async (request) => navigationAdmin.saveCustomMessage(request.body, staffOf(request).id),
  );
}
