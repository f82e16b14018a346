import {
  apiErrorSchema,
  orderDocumentListSchema,
  orderDocumentRequestSchema,
  orderReadRequestSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { enforceLimits, hitLimits } from '../../plugins/rate-limit.ts';
import { pdfFileName } from './document-mail.ts';
import { documentNumber } from './pdf.ts';
import { DOCUMENT_TEXTS } from './pdf-texts.ts';

/** Failed guest look-ups (a wrong uid or e-mail) per IP, as for order tracking. */
const DOCUMENT_FAILURES_PER_IP = { max: 20, windowMs: 15 * 60_000 } as const;

const readErrors = { ...apiErrorResponses, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * An order's sales documents for its buyer: the signed-in customer's own order, or a guest's by
 * uid and the order's e-mail. Anyone else's uid answers the same 404 as one that does not exist.
 */
export async function documentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { documents, orders } = app.services;
  const failures = app.attemptLimits.counter('document-failures-per-ip', DOCUMENT_FAILURES_PER_IP);

  /** The id of the order whoever asks may read, or 404; guests' failures count against their IP. */
  async function readableOrder(request: FastifyRequest, reply: FastifyReply, uid: string, email?: string) {
    let orderId: number | undefined;
    if (request.customer && email === undefined) {
      orderId = await orders.reads.idOf(uid, { customerId: request.customer.id });
    } else if (email !== undefined) {
      await enforceLimits(reply, [[failures, request.ip]]);
      orderId = await orders.reads.idOf(uid, { email });
      if (orderId === undefined) await hitLimits([[failures, request.ip]]);
    } else throw new HttpError(401, 'unauthorized');
    if (orderId === undefined) throw new HttpError(404, 'order_not_found');
    return orderId;
  }

  route.get(
    '/documents/getbyorder',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['documents'],
        summary:
          "An order's receipts, invoices and credit notes, oldest first (its customer, or a guest by e-mail)",
        security: [{}, { bearer: [] }],
        querystring: orderReadRequestSchema,
        response: { 200: orderDocumentListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const orderId = await readableOrder(request, reply, request.query.uid, request.query.email);
      const texts = DOCUMENT_TEXTS[request.language];
      return {
        items: (await documents.ofOrder(orderId)).map((document) => ({
          id: document.id,
          kind: document.kind,
          ttl: texts.title[document.kind],
          no: documentNumber(document),
          dt: document.issueDate,
          mark: document.mark,
        })),
      };
    },
  );

  route.get(
    '/documents/pdf',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags: ['documents'],
        summary: "One of an order's documents as a PDF, in the language asked for",
        security: [{}, { bearer: [] }],
        querystring: orderDocumentRequestSchema,
        produces: ['application/pdf'],
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('the PDF'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const orderId = await readableOrder(request, reply, request.query.uid, request.query.email);
      const document = await documents.oneOfOrder(orderId, request.query.id);
      if (!document) throw new HttpError(404, 'document_not_found');
      const pdf = await documents.pdf(document, request.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(document)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
