import { adminStockImportResultSchema, adminStockImportSchema, apiErrorSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

/** The stock counts' CSV (`/api/{lang}/admin/stock/import`): the catalogue names the products, the inventory counts. */
export async function stockCsvRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { stockCsv } = app.services;
  route.post(
    '/admin/stock/import',
    {
      onRequest: app.requireStaff('catalog', 'write'),
      bodyLimit: 4_000_000,
      schema: {
        tags: ['stock admin'],
        security: [{ bearer: [] }],
        summary:
          'Imports stock counts per location (location,code,size_code,stock): a dry run (the default) reports every bad row and changes nothing; a real run with no bad row writes every count in one transaction as adjustments with the reason (Admin)',
        body: adminStockImportSchema,
        response: {
          200: adminStockImportResultSchema,
          ...apiErrorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) =>
      stockCsv.import(request.body.csv, {
        dryRun: request.body.dryRun,
        reason: request.body.reason,
        staffId: staffOf(request).id,
        language: request.language,
      }),
  );
}
