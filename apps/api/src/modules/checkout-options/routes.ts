import {
  apiErrorSchema,
  checkoutPaymentTypeListSchema,
  checkoutPaymentTypeSchema,
  checkoutShippingTypeListSchema,
  checkoutShippingTypeSchema,
  parcelLockerListSchema,
  paymentTypesByShippingRequestSchema,
  takeawayStoreListSchema,
  takeawayStoreSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';

const tags = ['checkout'];

/**
 * The checkout's reference data on the spec's paths (001 §7): takeaway stores, shipping types,
 * payment types (and which a shipping type allows), parcel lockers. Everything in the request's language.
 */
export async function checkoutOptionRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { checkoutOptions, parcelLockers } = app.services;

  route.get(
    '/takeawaystores/getallfront',
    {
      schema: {
        tags,
        summary: 'The stores an order can be picked up from, with address, phone, hours and coordinates',
        response: { 200: takeawayStoreListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await checkoutOptions.stores(request.language) }),
  );

  route.get(
    '/takeawaystores/findstorebyid',
    {
      schema: {
        tags,
        summary: 'One takeaway store',
        querystring: idQuery(),
        response: { 200: takeawayStoreSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const store = await checkoutOptions.store(request.query.id, request.language);
      if (!store) throw new HttpError(404, 'store_not_found');
      return store;
    },
  );

  route.get(
    '/shippingtypes/getallfront',
    {
      schema: {
        tags,
        summary:
          'Shipping types (courier, parcel locker, takeaway) with cost, free-shipping rule and island surcharge',
        response: { 200: checkoutShippingTypeListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await checkoutOptions.shippingTypes(request.language) }),
  );

  route.get(
    '/shippingtypes/getbyid',
    {
      schema: {
        tags,
        summary: 'One shipping type',
        querystring: idQuery(),
        response: { 200: checkoutShippingTypeSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const type = await checkoutOptions.shippingType(request.query.id, request.language);
      if (!type) throw new HttpError(404, 'shipping_type_not_found');
      return type;
    },
  );

  route.get(
    '/paymenttypes/getallfront',
    {
      schema: {
        tags,
        summary: 'Payment types with provider, fee, limit, installments and bank accounts',
        response: { 200: checkoutPaymentTypeListSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await checkoutOptions.paymentTypes(request.language) }),
  );

  route.get(
    '/paymenttypes/getbyid',
    {
      schema: {
        tags,
        summary: 'One payment type',
        querystring: idQuery(),
        response: { 200: checkoutPaymentTypeSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const type = await checkoutOptions.paymentType(request.query.id, request.language);
      if (!type) throw new HttpError(404, 'payment_type_not_found');
      return type;
    },
  );

  route.post(
    '/paymenttypes/GetByShippingType',
    {
      schema: {
        tags,
        summary:
          'The payment types a shipping type allows (cash on delivery only with a courier, never for a cart of gift cards only)',
        body: paymentTypesByShippingRequestSchema,
        response: { 200: checkoutPaymentTypeListSchema, ...apiErrorResponses },
      },
    },
    async (request) => {
      const items = await checkoutOptions.paymentTypesForShipping(request.body.stid, request.language, {
        giftCardsOnly: request.body.giftcardsonly,
      });
      if (!items) throw new HttpError(404, 'shipping_type_not_found');
      return { items };
    },
  );

  route.get(
    '/lockers/search',
    {
      schema: {
        tags,
        summary: 'Parcel lockers by postcode (its start) or city and name (a part of them)',
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: parcelLockerListSchema, 503: apiErrorSchema, ...apiErrorResponses },
      },
    },
    async (request) => ({ items: await parcelLockers.search(request.query.q) }),
  );
}
