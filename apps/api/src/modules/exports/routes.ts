import { Readable } from 'node:stream';
import { apiErrorSchema } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerExportCsv } from './customers-csv.ts';

/** The owner's export of customers with their consents: CSV with a byte-order mark, streamed. */
export async function exportRoutes(app: FastifyInstance) {
  const { database } = app;
  app.get(
    '/admin/customers/export.csv',
    {
      onRequest: app.requireStaff('customers', 'read'),
      schema: {
        tags: ['customers admin'],
        security: [{ bearer: [] }],
        summary: 'Every customer with the newsletter consent, no passwords, as CSV (staff)',
        response: { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      // Written as it is read, past the typed serializer (the schema names the errors only).
      (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="customers.csv"')
        .send(Readable.from(customerExportCsv(database.db))),
  );
}
