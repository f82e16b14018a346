import {
  BANNER_GROUP_NAME,
  bannerListSchema,
  COLLECTION_SLUG,
  curatedListSchema,
  curatedListsSchema,
  landingCollectionListSchema,
  landingCollectionSchema,
  personalisedProductsSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { MAX_ID } from '../../lib/route-schemas.ts';

/** A group name or a slug, matched without regard to case. */
const nameQuery = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .min(1, 'required_field')
    .max(100, 'invalid_value')
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(pattern, 'invalid_value'));

/** The spec's `categoryId`: a category's id, or -1 for the home list. */
const categoryIdQuery = z.object({
  categoryId: z.coerce
    .number('invalid_id')
    .int('invalid_id')
    .max(MAX_ID, 'invalid_id')
    .refine((id) => id === -1 || id > 0, 'invalid_id'),
});

/** Banners, curated lists and landing collections (spec 000 §3, §7), and the home page's personalised picks. */
export async function merchandisingRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { merchandising } = app.services;
  const tags = ['merchandising'];

  route.get(
    '/banners/getbygroupname',
    {
      schema: {
        tags,
        summary: 'The banners of a group shown now (home-hero, a landing page’s group …), in their order',
        querystring: z.object({ groupName: nameQuery(BANNER_GROUP_NAME) }),
        response: { 200: bannerListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({
      items: await merchandising.bannersByGroup(request.query.groupName, request.language),
    }),
  );

  route.get(
    '/categorylists/getbycategoryid',
    {
      schema: {
        tags,
        summary: 'The curated products of a category, or of the home page with categoryId -1',
        querystring: categoryIdQuery,
        response: { 200: curatedListSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const list = await merchandising.curatedList(request.query.categoryId, request.language);
      if (!list) throw notFound('curated_list_not_found');
      return list;
    },
  );

  route.get(
    '/categorylists/getall',
    {
      schema: {
        tags,
        summary: 'Every curated list with products on sale: the home list first, then the categories’',
        response: { 200: curatedListsSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await merchandising.curatedLists(request.language) }),
  );

  route.get(
    '/products/getpersonalised',
    {
      onRequest: app.identifyCustomer,
      schema: {
        tags,
        summary: 'Products picked for the shopper: from a signed-in customer’s wishlists, else the home list',
        description: 'The storefront shuffles them. Without a session the home list is answered.',
        response: { 200: personalisedProductsSchema, ...apiErrorResponses },
      },
    },
    async (request) => merchandising.personalised(request.customer?.id ?? null, request.language),
  );

  route.get(
    '/landingpages/getall',
    {
      schema: {
        tags,
        summary: 'The landing collections shown now, in their order',
        response: { 200: landingCollectionListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await merchandising.collections(request.language) }),
  );

  route.get(
    '/landingpages/getbyslug',
    {
      schema: {
        tags,
        summary: 'A landing collection with its intro, banners and products',
        querystring: z.object({ slug: nameQuery(COLLECTION_SLUG) }),
        response: { 200: landingCollectionSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const collection = await merchandising.collectionBySlug(request.query.slug, request.language);
      if (!collection) throw notFound('landing_collection_not_found');
      return collection;
    },
  );
}
