import {
  apiErrorSchema,
  contentWriteResultSchema,
  eventUpdateSchema,
  eventWriteSchema,
  newsEntryUpdateSchema,
  newsEntryWriteSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['content'];
const security = [{ bearer: [] }];
const writeResponses = {
  200: contentWriteResultSchema,
  ...apiErrorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Staff writes of content (under `/api/{lang}/admin/`, Admin): articles and events with
 * their Greek and English texts in a content format, rendered and sanitised when stored.
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contentAdmin } = app.services;
  const staffOnly = { onRequest: app.requireStaff('content', 'write') };

  route.post(
    '/admin/newsentries/insert',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        summary: 'Stores a new article; its body is rendered from its format and sanitised (staff)',
        body: newsEntryWriteSchema,
        response: writeResponses,
      },
    },
    async (request) => contentAdmin.createEntry(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/newsentries/update',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        summary: 'Replaces an article (id) with what is sent; its publication time stays (staff)',
        body: newsEntryUpdateSchema,
        response: writeResponses,
      },
    },
    async (request) => contentAdmin.updateEntry(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/events/insert',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Stores a new event with its hosts; its description is rendered and sanitised, its poster drawn (staff)',
        body: eventWriteSchema,
        response: writeResponses,
      },
    },
    async (request) => contentAdmin.createEvent(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/events/update',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        summary: 'Replaces an event (id) and its hosts with what is sent; its poster is drawn again (staff)',
        body: eventUpdateSchema,
        response: writeResponses,
      },
    },
    async (request) => contentAdmin.updateEvent(request.body, staffOf(request).id),
  );
}
