import {
  apiErrorSchema,
  orderReturnListSchema,
  orderReturnSchema,
  returnRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { customerOf } from '../../plugins/auth.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['returns'];
const security = [{ bearer: [] }];

/** The signed-in customer's returns (decision 048): asked of their own delivered orders only. */
export async function returnRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { returns } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.post(
    '/returns/insert',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary:
          "Asks to return units of one of the customer's delivered orders within the withdrawal period, with a reason and how the parcel comes back; a product that cannot be returned once unsealed is refused with its line's field error (customer)",
        body: returnRequestSchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) => returns.request(customerOf(request).id, request.body),
  );

  route.get(
    '/returns/getbycustomer',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The customer's returns, newest first, with their state and refund (customer)",
        response: { 200: orderReturnListSchema, ...errors },
      },
    },
    async (request) => ({ items: await returns.mine(customerOf(request).id) }),
  );

  route.get(
    '/returns/label',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary:
          "The label PDF of one of the customer's return vouchers, to stick on the parcel; another customer's return, or one without a voucher, answers 404 (customer)",
        querystring: idQuery(),
        produces: ['application/pdf'],
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('the PDF'),
          ...errors,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const pdf = await returns.label(customerOf(request).id, request.query.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="return-${request.query.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  route.get(
    '/returns/getbyid',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "One of the customer's returns; another customer's answers 404 (customer)",
        querystring: idQuery(),
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) => returns.mineOne(customerOf(request).id, request.query.id),
  );
}
