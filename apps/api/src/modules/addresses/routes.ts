import {
  addressInputSchema,
  addressListSchema,
  addressSchema,
  addressUpdateSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { customerOf } from '../../plugins/auth.ts';

const addressErrors = {
  ...apiErrorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** The signed-in customer's addresses (spec 001 §7); every route requires a bearer token. */
export async function addressRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { addresses } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.get(
    '/addresses/getaddresses',
    {
      ...secured,
      schema: {
        tags: ['addresses'],
        summary: "The customer's addresses",
        security: [{ bearer: [] }],
        response: { 200: addressListSchema, ...addressErrors },
      },
    },
    async (request) => ({ items: await addresses.list(customerOf(request).id, request.language) }),
  );

  route.get(
    '/addresses/getaddressbycustomer',
    {
      ...secured,
      schema: {
        tags: ['addresses'],
        summary: 'One address of the customer',
        security: [{ bearer: [] }],
        querystring: idQuery(),
        response: { 200: addressSchema, ...addressErrors },
      },
    },
    async (request) => addresses.get(customerOf(request).id, request.query.id, request.language),
  );

  route.post(
    '/addresses/insertbycustomer',
    {
      ...secured,
      schema: {
        tags: ['addresses'],
        summary: 'Add an address; a title already used → 409 address_exists',
        security: [{ bearer: [] }],
        body: addressInputSchema,
        response: { 200: addressSchema, ...addressErrors },
      },
    },
    async (request) => addresses.insert(customerOf(request).id, request.body, request.language),
  );

  route.put(
    '/addresses/updatebycustomer',
    {
      ...secured,
      schema: {
        tags: ['addresses'],
        summary: 'Change an address of the customer',
        security: [{ bearer: [] }],
        body: addressUpdateSchema,
        response: { 200: addressSchema, ...addressErrors },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return addresses.update(customerOf(request).id, id, input, request.language);
    },
  );

  route.delete(
    '/addresses/deletebycustomer',
    {
      ...secured,
      schema: {
        tags: ['addresses'],
        summary: 'Delete an address of the customer',
        security: [{ bearer: [] }],
        querystring: idQuery(),
        response: { 204: z.null(), ...addressErrors },
      },
    },
    async (request, reply) => {
      await addresses.remove(customerOf(request).id, request.query.id);
      return reply.code(204).send(null);
    },
  );
}
