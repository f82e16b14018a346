import {
  adminFaqListSchema,
  adminFaqQuerySchema,
  adminFaqSaveSchema,
  adminFaqSchema,
  adminPageListSchema,
  adminPageQuerySchema,
  adminPageSaveSchema,
  adminPageSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';
import { staffKindRoutes } from './staff-routes.ts';

const tags = ['content'];
const security = [{ bearer: [] }];
const writeErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/**
 * The back office's content pages and frequently asked questions: lists, gets and removals of the
 * one staff shape (`staffKindRoutes`), and their saves (Admin).
 */
export async function contentStaffPageRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contentStaffPageReads: reads, contentStaffPageWrites: writes } = app.services;
  const writers = { onRequest: app.requireStaff('content', 'write') };
  const kindRoutes = staffKindRoutes(app);

  kindRoutes({
    path: 'pages',
    what: 'Content pages',
    one: 'One content page',
    query: adminPageQuerySchema,
    list: adminPageListSchema,
    item: adminPageSchema,
    read: (query) => reads.pages(query),
    get: (id) => reads.page(id),
    remove: (id, staffId) => writes.deletePage(id, staffId),
  });
  kindRoutes({
    path: 'faqs',
    what: 'Frequently asked questions',
    one: 'One question with the places it shows',
    query: adminFaqQuerySchema,
    list: adminFaqListSchema,
    item: adminFaqSchema,
    read: (query) => reads.faqs(query),
    get: (id) => reads.faq(id),
    remove: (id, staffId) => writes.deleteFaq(id, staffId),
  });

  route.post(
    '/admin/pages/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a content page (no id) or replaces one; its body is rendered and sanitised, its slugs unique in both languages (Admin)',
        body: adminPageSaveSchema,
        response: { 200: adminPageSchema, ...writeErrors },
      },
    },
    async (request) => writes.savePage(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/faqs/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a question (no id) or replaces one with the places it shows; the answer is rendered and sanitised (Admin)',
        body: adminFaqSaveSchema,
        response: { 200: adminFaqSchema, ...writeErrors },
      },
    },
    async (request) => writes.saveFaq(request.body, staffOf(request).id),
  );
}
