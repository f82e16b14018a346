import {
  adminPackOrderSchema,
  adminPackResultSchema,
  adminPickingListSchema,
  adminPickingQuerySchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';
import { renderPickingPdf } from './picking-pdf.ts';

const tags = ['picking admin'];
const security = [{ bearer: [] }];
const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Staff's picking and packing (`/api/{lang}/admin/picking…`, decision 047): every staff role with
 * orders reads a location's list for a day and its PDF; those who may change orders pack.
 */
export async function pickingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { picking } = app.services;
  const readers = { onRequest: app.requireStaff('orders', 'read') };

  route.get(
    '/admin/picking',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          "A location's picking list for a day (Athens): the orders to ship from it and those packed that day, lines grouped by product (staff)",
        querystring: adminPickingQuerySchema,
        response: { 200: adminPickingListSchema, ...errors },
      },
    },
    async (request) => picking.list(request.query.location, request.query.day, request.language),
  );

  route.get(
    '/admin/picking/pdf',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'The picking list as a printable A4 PDF (staff)',
        querystring: adminPickingQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('the PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const list = await picking.list(request.query.location, request.query.day, request.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="picking-${list.day}-${list.location.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderPickingPdf(list, request.language));
    },
  );

  route.post(
    '/admin/picking/pack',
    {
      onRequest: app.requireStaff('orders', 'write'),
      schema: {
        tags,
        security,
        summary:
          'Packs an order at a location with what was scanned or ticked: a wrong, extra or missing line is refused unless a partial shipment is chosen with a reason; packing again changes nothing (staff)',
        body: adminPackOrderSchema,
        response: { 200: adminPackResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => picking.pack(request.body, staffOf(request).id, request.language),
  );
}
