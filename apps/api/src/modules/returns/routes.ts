import {
  apiErrorSchema,
  orderReturnListSchema,
  orderReturnSchema,
  returnRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
