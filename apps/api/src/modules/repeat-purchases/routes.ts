import {
  apiErrorSchema,
  insertRepeatPurchaseRequestSchema,
  insertRepeatPurchasesFromOrderRequestSchema,
  repeatPurchaseCartLinesSchema,
  repeatPurchaseListSchema,
  repeatPurchaseSchema,
  repeatPurchaseTokenQuerySchema,
  skipRepeatPurchaseRequestSchema,
  updateRepeatPurchaseRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { customerOf } from '../../plugins/auth.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 422: apiErrorSchema };
const tags = ['repeat purchases'];
const security = [{ bearer: [] }];

/** A signed-in customer's repeat purchases (spec 001 §3: every 1, 2 or 3 months) and the reminders' links. */
export async function repeatPurchaseRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { repeatPurchases } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.get(
    '/repeatpurchases/getforcustomer',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The customer's repeat purchases, soonest due first, at today's prices",
        response: { 200: repeatPurchaseListSchema, ...errors },
      },
    },
    async (request) => ({ items: await repeatPurchases.list(customerOf(request).id, request.language) }),
  );

  route.post(
    '/repeatpurchases/insert',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary:
          'Repeat a product (and size) every 1, 2 or 3 months; the same product and size again changes its repeat',
        body: insertRepeatPurchaseRequestSchema,
        response: { 200: repeatPurchaseSchema, ...errors },
      },
    },
    async (request) => repeatPurchases.insert(customerOf(request).id, request.body, request.language),
  );

  route.post(
    '/repeatpurchases/insertfromorder',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Repeat the still sold lines of one of the customer's orders, by its uid",
        body: insertRepeatPurchasesFromOrderRequestSchema,
        response: { 200: repeatPurchaseListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await repeatPurchases.insertFromOrder(
        customerOf(request).id,
        request.body.uid,
        request.body.intv,
        request.language,
      ),
    }),
  );

  route.put(
    '/repeatpurchases/update',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Change the quantity or interval of a repeat, or pause and resume it',
        body: updateRepeatPurchaseRequestSchema,
        response: { 200: repeatPurchaseSchema, ...errors },
      },
    },
    async (request) => repeatPurchases.update(customerOf(request).id, request.body, request.language),
  );

  route.post(
    '/repeatpurchases/skipnext',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Skip the next time once: the due day moves on by one interval',
        body: skipRepeatPurchaseRequestSchema,
        response: { 200: repeatPurchaseSchema, ...errors },
      },
    },
    async (request) => repeatPurchases.skipNext(customerOf(request).id, request.body.id, request.language),
  );

  route.delete(
    '/repeatpurchases/delete',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Stop a repeat purchase',
        querystring: idQuery(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await repeatPurchases.remove(customerOf(request).id, request.query.id);
      return reply.code(204).send(null);
    },
  );

  route.get(
    '/repeatpurchases/getcartlines',
    {
      schema: {
        tags,
        summary:
          "What a reminder mail's signed link puts in the cart (signed in or not); 404 for a forged or expired link",
        querystring: repeatPurchaseTokenQuerySchema,
        response: { 200: repeatPurchaseCartLinesSchema, ...errors },
      },
    },
    async (request) => repeatPurchases.cartLinesOf(request.query.token),
  );
}
