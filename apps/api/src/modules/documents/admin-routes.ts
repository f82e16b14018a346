import {
  adminDocumentIdSchema,
  adminDocumentListSchema,
  adminDocumentPeriodSchema,
  adminDocumentQuerySchema,
  adminDocumentTotalsSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { pdfFileName } from './document-mail.ts';

/**
 * Staff calls on documents (under `/api/{lang}/admin/`): the list, the period's totals per VAT
 * category, the period as CSV or myDATA XML, a document's PDF, and sending one again.
 */
export async function documentAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { documents, documentAdmin, documentTransmitter } = app.services;
  const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
  const tags = ['documents'];
  const security = [{ bearer: [] }];
  const readers = { onRequest: app.requireStaff('documents', 'read') };
  const period = (from: string, to: string, extension: string) => `documents-${from}-${to}.${extension}`;

  route.get(
    '/admin/documents/getall',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary:
          'Receipts, invoices and credit notes by kind, series, issue days and transmission state, newest first (staff)',
        querystring: adminDocumentQuerySchema,
        response: { 200: adminDocumentListSchema, ...errors },
      },
    },
    async (request) => documentAdmin.list(request.query, request.language, documentTransmitter !== undefined),
  );

  route.get(
    '/admin/documents/totals',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: "A period's net value and VAT per VAT category, credit notes subtracted (staff)",
        querystring: adminDocumentPeriodSchema,
        response: { 200: adminDocumentTotalsSchema, ...errors },
      },
    },
    async (request) => documentAdmin.totals(request.query),
  );

  route.get(
    '/admin/documents/export/csv',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: "A period's documents as CSV, one a row (staff)",
        querystring: adminDocumentPeriodSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte-order mark'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${period(request.query.from, request.query.to, 'csv')}"`,
        )
        .header('cache-control', 'no-store')
        .send(await documentAdmin.csv(request.query, request.language)),
  );

  route.get(
    '/admin/documents/export/xml',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: "A period's documents as one myDATA InvoicesDoc (staff)",
        querystring: adminDocumentPeriodSchema,
        produces: ['application/xml'],
        response: { 200: z.string().describe('myDATA InvoicesDoc, v2.0.1'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${period(request.query.from, request.query.to, 'xml')}"`,
        )
        .header('cache-control', 'no-store')
        .send(await documentAdmin.xml(request.query)),
  );

  route.get(
    '/admin/documents/pdf',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'One document as a PDF, in the language asked for (staff)',
        querystring: adminDocumentIdSchema,
        produces: ['application/pdf'],
        response: { 200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('the PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const document = await documentAdmin.byId(request.query.id);
      if (!document) throw new HttpError(404, 'document_not_found');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(document)}"`)
        .header('cache-control', 'private, no-store')
        .send(await documents.pdf(document, request.language));
    },
  );

  route.post(
    '/admin/documents/retry',
    {
      onRequest: app.requireStaff('documents', 'write'),
      schema: {
        tags,
        security,
        summary:
          'Sends a document to myDATA again (staff): one that failed, was refused or was issued before credentials were set',
        body: adminDocumentIdSchema,
        response: { 200: z.object({ id: z.number() }), 409: apiErrorSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await documents.retry(request.body.id);
      return { id: request.body.id };
    },
  );
}
