import {
  adminCallbackQuerySchema,
  adminCallbackRequestListSchema,
  adminContactMessageListSchema,
  adminContactQuerySchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['contact'];
const security = [{ bearer: [] }];

/** Staff read the contact page's messages and call-back requests (under `/api/{lang}/admin/`). */
export async function contactAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { contactAdmin } = app.services;

  route.get(
    '/admin/contactmessages/getall',
    {
      onRequest: app.requireStaff('contact', 'read'),
      schema: {
        tags,
        security,
        summary:
          'Messages sent through the contact page, searched by name, email, subject or text, of one language or both, sorted (newest first unless told), paged (staff)',
        querystring: adminContactQuerySchema,
        response: { 200: adminContactMessageListSchema, ...errors },
      },
    },
    async (request) => contactAdmin.messages(request.query),
  );

  route.get(
    '/admin/callbackrequests/getall',
    {
      onRequest: app.requireStaff('contact', 'read'),
      schema: {
        tags,
        security,
        summary: 'Call-back requests, newest first, searched by name or phone (staff)',
        querystring: adminCallbackQuerySchema,
        response: { 200: adminCallbackRequestListSchema, ...errors },
      },
    },
    async (request) => contactAdmin.callbacks(request.query),
  );
}
