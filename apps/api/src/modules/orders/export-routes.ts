import { Readable } from 'node:stream';
import { apiErrorSchema } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { orderExportCsv } from './export-csv.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

/** The accountant's export of orders: CSV with a byte-order mark, streamed, for staff who read orders. */
export async function orderExportRoutes(app: FastifyInstance) {
  const { database } = app;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/orders/export.csv',
    {
      onRequest: app.requireStaff('orders', 'read'),
      schema: {
        tags: ['orders admin'],
        security: [{ bearer: [] }],
        summary:
          'Orders of a period (Athens days, inclusive) with their lines, payments and shipping, as CSV (staff)',
        querystring: z
          .object({ from: day, to: day })
          .refine((query) => query.from <= query.to, { path: ['to'], message: 'invalid_date' }),
        response: { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      // Written as it is read, past the typed serializer (the schema names the errors only).
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${from}-${to}.csv"`)
        .send(Readable.from(orderExportCsv(database.db, from, to)));
    },
  );
}
