import {
  adminNewsletterExportQuerySchema,
  adminNewsletterQuerySchema,
  adminSubscriberListSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatCsv } from '../../lib/csv.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['newsletter'];
const security = [{ bearer: [] }];

/** Staff read the newsletter's subscribers (under `/api/{lang}/admin/`) and export them as CSV. */
export async function newsletterAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { newsletterAdmin } = app.services;

  route.get(
    '/admin/newsletter/getall',
    {
      onRequest: app.requireStaff('newsletter', 'read'),
      schema: {
        tags,
        security,
        summary:
          'Newsletter subscribers by status or part of the email, sorted (newest first unless told), paged (staff)',
        querystring: adminNewsletterQuerySchema,
        response: { 200: adminSubscriberListSchema, ...errors },
      },
    },
    async (request) => newsletterAdmin.list(request.query),
  );

  route.get(
    '/admin/newsletter/export',
    {
      onRequest: app.requireStaff('newsletter', 'read'),
      schema: {
        tags,
        security,
        summary:
          'Every subscriber of a status (confirmed unless `st`) as a CSV file, with when they consented (staff)',
        querystring: adminNewsletterExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await newsletterAdmin.all(request.query.st);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-${request.query.st}.csv"`);
      return formatCsv(
        ['email', 'language', 'status', 'source', 'requested_at', 'confirmed_at', 'unsubscribed_at'],
        rows.map((row) => [
          row.eml,
          row.lang,
          row.st,
          row.src,
          row.requested,
          row.confirmed,
          row.unsubscribed,
        ]),
      );
    },
  );
}
