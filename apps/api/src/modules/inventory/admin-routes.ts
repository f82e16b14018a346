import { Readable } from 'node:stream';
import {
  adminLocationStockSaveSchema,
  adminProductStockQuerySchema,
  adminProductStockSchema,
  adminStockListQuerySchema,
  adminStockListSchema,
  adminStockLocationListSchema,
  adminStockLocationSaveSchema,
  adminStockTransferSchema,
  apiErrorSchema,
  type Language,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized } from '../../lib/localized.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';
import type { StockLocation } from './allocation.ts';
import { stockExportCsv } from './stock-csv.ts';

const tags = ['stock admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const HISTORY_PAGE = 50;

const locationDto = (location: StockLocation, language: Language) => ({
  id: location.id,
  code: location.code,
  nm: localized(language, location.nameEl, location.nameEn),
  ships: location.ships,
  transferDays: location.transferDays,
  isPrimary: location.isPrimary,
});

/**
 * Staff calls on stock per location (under `/api/{lang}/admin/stock/`, decision 045): every staff
 * role reads the locations and a product's stock with its history; an Admin counts, transfers and
 * configures, each change a movement with the staff member and reason.
 */
export async function inventoryAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { inventory, staff } = app.services;
  const readers = { onRequest: app.requireStaff('catalog', 'read') };
  const writers = { onRequest: app.requireStaff('catalog', 'write') };

  const productStock = async (id: number, before?: number) => {
    const [rows, history] = await Promise.all([
      inventory.stockOf(id),
      inventory.history(id, HISTORY_PAGE, before),
    ]);
    const emails = await staff.emailsOf([
      ...new Set(history.flatMap((movement) => (movement.staffId === null ? [] : [movement.staffId]))),
    ]);
    return {
      productId: id,
      rows: rows.map(({ locationId, dimensionId, stock }) => ({ locationId, dimensionId, stock })),
      history: history.map((movement) => ({
        id: movement.id,
        locationId: movement.locationId,
        dimensionId: movement.dimensionId,
        change: movement.change,
        stockAfter: movement.stockAfter,
        kind: movement.kind,
        orderId: movement.orderId,
        staff: movement.staffId === null ? null : (emails.get(movement.staffId) ?? null),
        reason: movement.reason,
        at: movement.createdAt.toISOString(),
      })),
    };
  };

  route.get(
    '/admin/stock/locations',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'The stock locations in the order they are drawn from: whether each ships, its transfer days (staff)',
        response: { 200: adminStockLocationListSchema, ...staffErrors },
      },
    },
    async (request) =>
      (await inventory.locations()).map((location) => locationDto(location, request.language)),
  );

  route.post(
    '/admin/stock/locations/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Sets whether a location ships and its transfer days; the catalogue stock follows (Admin)',
        body: adminStockLocationSaveSchema,
        response: { 200: adminStockLocationListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { id, ...settings } = request.body;
      await inventory.configureLocation(id, settings);
      return (await inventory.locations()).map((location) => locationDto(location, request.language));
    },
  );

  route.get(
    '/admin/stock/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Every product or size with its stock per location: searched, filtered by location and low stock, sorted, paged (staff)',
        querystring: adminStockListQuerySchema,
        response: { 200: adminStockListSchema, ...staffErrors },
      },
    },
    async (request) => inventory.list(request.query, app.config.lowStockThreshold, request.language),
  );

  route.get(
    '/admin/stock/product',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          "A product's stock per location and size, and its movements newest first with who and why (staff)",
        querystring: adminProductStockQuerySchema,
        response: { 200: adminProductStockSchema, ...staffErrors },
      },
    },
    async (request) => productStock(request.query.id, request.query.before),
  );

  route.post(
    '/admin/stock/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          "Sets a product's stock at each location and size given, as one adjustment with the reason (Admin)",
        body: adminLocationStockSaveSchema,
        response: { 200: adminProductStockSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { productId, reason, lines } = request.body;
      await inventory.setAtLocations(
        lines.map((line) => ({ ...line, productId })),
        { staffId: staffOf(request).id, reason },
      );
      return productStock(productId);
    },
  );

  route.post(
    '/admin/stock/transfer',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Moves stock of a product or size from one location to another in one transaction (Admin)',
        body: adminStockTransferSchema,
        response: { 204: z.null(), ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { reason, ...transfer } = request.body;
      await inventory.transfer(transfer, { staffId: staffOf(request).id, reason });
      return reply.code(204).send(null);
    },
  );

  route.get(
    '/admin/stock/export.csv',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Stock per active location and product or size, with codes, barcode and names, as CSV (staff)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...staffErrors },
      },
    },
    async (_request, reply) =>
      // Written as it is read, past the typed serializer.
      (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="stock-per-location.csv"')
        .header('Cache-Control', 'no-store')
        .send(Readable.from(stockExportCsv(app.database.db))),
  );
}
