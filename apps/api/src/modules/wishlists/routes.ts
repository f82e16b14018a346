import {
  apiErrorSchema,
  insertWishlistRequestSchema,
  mergeGuestWishlistsRequestSchema,
  updateWishlistRequestSchema,
  wishlistItemRequestSchema,
  wishlistListSchema,
  wishlistSchema,
  wishlistTemplateListSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { customerOf } from '../../plugins/auth.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 422: apiErrorSchema };
const tags = ['wishlists'];
const security = [{ bearer: [] }];

/** Wishlists of the signed-in customer (spec 000 §7); guests keep theirs in the browser. */
export async function wishlistRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { wishlists } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.get(
    '/wishlists/GetAllByCustomer',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The customer's lists",
        response: { 200: wishlistListSchema, ...errors },
      },
    },
    async (request) => ({ items: await wishlists.list(customerOf(request).id, request.language) }),
  );

  route.get(
    '/wishlists/getbyid',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'One list of the customer',
        querystring: idQuery(),
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) => wishlists.get(customerOf(request).id, request.query.id, request.language),
  );

  // A GET that creates, because the specification's call catalogue says so (spec 000 §7).
  route.get(
    '/wishlists/InsertByTemplateId',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Create a list from a template',
        querystring: idQuery(),
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) =>
      wishlists.insertFromTemplate(customerOf(request).id, request.query.id, request.language),
  );

  route.get(
    '/wishlisttemplates/getAllFront',
    {
      schema: {
        tags,
        summary: 'The list templates a customer may start from',
        response: { 200: wishlistTemplateListSchema, ...errors },
      },
    },
    async (request) => ({ items: await wishlists.templates(request.language) }),
  );

  route.post(
    '/wishlists/insert',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Create a list; the name must not be blank',
        body: insertWishlistRequestSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) => wishlists.insert(customerOf(request).id, request.body.nm, request.language),
  );

  route.post(
    '/wishlists/mergeguestlists',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary:
          "Moves a guest's lists into the account after sign-in: same-named lists are joined, products not repeated",
        body: mergeGuestWishlistsRequestSchema,
        response: { 200: wishlistListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await wishlists.mergeGuestLists(customerOf(request).id, request.body.lists, request.language),
    }),
  );

  route.post(
    '/wishlists/addtowishlist',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Add a product to a list of the customer',
        body: wishlistItemRequestSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) =>
      wishlists.addItem(customerOf(request).id, request.body.wid, request.body.pid, request.language),
  );

  route.post(
    '/wishlists/removefromwishlist',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Remove a product from a list of the customer',
        body: wishlistItemRequestSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) =>
      wishlists.removeItem(customerOf(request).id, request.body.wid, request.body.pid, request.language),
  );

  route.put(
    '/wishlists/update',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Rename a list of the customer',
        body: updateWishlistRequestSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) =>
      wishlists.rename(customerOf(request).id, request.body.id, request.body.nm, request.language),
  );

  route.delete(
    '/wishlists/delete',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Delete a list of the customer',
        querystring: idQuery(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wishlists.remove(customerOf(request).id, request.query.id);
      return reply.code(204).send(null);
    },
  );
}
