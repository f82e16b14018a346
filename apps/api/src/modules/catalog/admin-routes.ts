import multipart from '@fastify/multipart';
import {
  Availability,
  adminImageOrderSchema,
  adminProductListSchema,
  adminProductOptionsSchema,
  adminProductQuerySchema,
  adminProductSaveSchema,
  adminProductSchema,
  adminStockSaveSchema,
  apiErrorSchema,
  CATALOG_CSV_MAX_BYTES,
  catalogImportRequestSchema,
  catalogImportResultSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { localized } from '../../lib/localized.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery, idSchema } from '../../lib/route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { PRODUCT_UPLOAD_MAX_BYTES } from './admin-images.ts';

const tags = ['catalog admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/**
 * Staff calls of the catalogue (under `/api/{lang}/admin/products/`): every staff role reads, an
 * Admin changes products, their prices (each written to the price history), stock (through the
 * inventory service) and pictures, and imports the CSV.
 */
export async function catalogAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { catalogAdmin, catalogCsv } = app.services;
  const readers = { onRequest: app.requireStaff('catalog', 'read') };
  const writers = { onRequest: app.requireStaff('catalog', 'write') };
  // Registered here, so only these routes take multipart bodies.
  await app.register(multipart, { limits: { fileSize: PRODUCT_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

  route.get(
    '/admin/products/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Products, published or not: search by name, code or barcode, filter by category, brand, status label or publication; paged and sorted on the server (staff)',
        querystring: adminProductQuerySchema,
        response: { 200: adminProductListSchema, ...staffErrors },
      },
    },
    async (request) => catalogAdmin.list(request.query, request.language),
  );

  route.get(
    '/admin/products/get',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'One product in both languages with sizes, stock, pictures, its latest prices and the lowest price of the 30 days before the current one (staff)',
        querystring: idQuery('invalid_id'),
        response: { 200: adminProductSchema, ...staffErrors },
      },
    },
    async (request) => catalogAdmin.product(request.query.id),
  );

  route.get(
    '/admin/products/options',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'The status labels and availabilities a product form offers (staff)',
        response: { 200: adminProductOptionsSchema, ...staffErrors },
      },
    },
    async (request) => ({
      statuses: (await catalogAdmin.statuses()).map((status) => ({
        id: status.id,
        code: status.code,
        nm: localized(request.language, status.nameEl, status.nameEn),
      })),
      availabilities: Object.entries(Availability).map(([code, id]) => ({ id, code })),
    }),
  );

  route.post(
    '/admin/products/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a product (no id) or replaces one: texts, slug, brand, categories (the first is the primary), status labels, prices and sizes; a changed price is written to the price history (Admin)',
        body: adminProductSaveSchema,
        response: { 200: adminProductSchema, ...writeErrors },
      },
    },
    async (request) => catalogAdmin.save(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/products/stock',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: "Sets a product's stock, or each size's (Admin)",
        body: adminStockSaveSchema,
        response: { 200: adminProductSchema, ...writeErrors },
      },
    },
    async (request) => catalogAdmin.setStock(request.body, staffOf(request).id),
  );

  route.post(
    '/admin/products/pictures',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary:
          'Adds a picture (multipart/form-data, field `file`: JPEG, PNG, WebP, AVIF, up to 10 MB), resized to WebP into the media folder (Admin)',
        consumes: ['multipart/form-data'],
        querystring: idQuery('invalid_id'),
        response: { 200: adminProductSchema, ...writeErrors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(400, 'product_picture_missing', { file: ['required_field'] });
      const file = await request.file();
      if (!file) throw new HttpError(400, 'product_picture_missing', { file: ['required_field'] });
      const upload = await file.toBuffer();
      return catalogAdmin.addPicture(request.query.id, upload, staffOf(request).id);
    },
  );

  route.delete(
    '/admin/products/pictures',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Removes a picture of a product and its files (Admin)',
        querystring: z.object({ id: idSchema('invalid_id'), imageId: idSchema('invalid_id') }),
        response: { 200: adminProductSchema, ...writeErrors },
      },
    },
    async (request) =>
      catalogAdmin.removePicture(request.query.id, request.query.imageId, staffOf(request).id),
  );

  route.post(
    '/admin/products/pictures/order',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: "Puts a product's pictures in a new order; the first is the main one (Admin)",
        body: adminImageOrderSchema,
        response: { 200: adminProductSchema, ...writeErrors },
      },
    },
    async (request) =>
      catalogAdmin.orderPictures(request.body.id, request.body.imageIds, staffOf(request).id),
  );

  route.get(
    '/admin/products/export',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Every product and size as CSV: code, size_code, barcode, name_el, name_en, price, list_price, stock, published (staff)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...staffErrors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'no-store')
        .send(await catalogCsv.export()),
  );

  route.post(
    '/admin/products/import',
    {
      ...writers,
      bodyLimit: CATALOG_CSV_MAX_BYTES * 2,
      schema: {
        tags,
        security,
        summary:
          'Imports the CSV of the export: a dry run (the default) reports every bad row (line, column, reason) and changes nothing; a real run with no bad row writes every row in one transaction, prices to the price history (Admin)',
        body: catalogImportRequestSchema,
        response: { 200: catalogImportResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      catalogCsv.import(request.body.csv, request.body.dryRun, staffOf(request).id, request.language),
  );
}
