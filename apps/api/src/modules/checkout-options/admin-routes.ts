import {
  adminListQuerySchema,
  adminLockerListSchema,
  adminLockerSaveSchema,
  adminLockerSchema,
  adminPaymentTypeSaveSchema,
  adminPaymentTypeSchema,
  adminShippingTypeSaveSchema,
  adminShippingTypeSchema,
  adminStoreSaveSchema,
  adminStoreSchema,
  apiErrorSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['checkout admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...staffErrors, 409: apiErrorSchema };

/**
 * Staff calls of the checkout's reference data (under `/api/{lang}/admin/`): shipping and payment
 * types, takeaway stores and parcel lockers. Every staff role reads; an Admin changes them.
 */
export async function checkoutOptionAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { checkoutOptionsAdmin: admin } = app.services;
  const readers = { onRequest: app.requireStaff('settings', 'read') };
  const writers = { onRequest: app.requireStaff('settings', 'write') };

  route.get(
    '/admin/shippingtypes/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Every shipping type, inactive ones too (staff)',
        response: { 200: z.object({ items: z.array(adminShippingTypeSchema) }), ...staffErrors },
      },
    },
    async () => ({ items: await admin.shippingTypes() }),
  );

  route.post(
    '/admin/shippingtypes/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Adds a shipping type (no id) or replaces one; carts price with it at once (Admin)',
        body: adminShippingTypeSaveSchema,
        response: { 200: adminShippingTypeSchema, ...writeErrors },
      },
    },
    async (request) => admin.saveShippingType(request.body, staffOf(request).id),
  );

  route.get(
    '/admin/paymenttypes/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Every payment type, inactive ones too (staff)',
        response: { 200: z.object({ items: z.array(adminPaymentTypeSchema) }), ...staffErrors },
      },
    },
    async () => ({ items: await admin.paymentTypes() }),
  );

  route.post(
    '/admin/paymenttypes/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Adds a payment type (no id) or replaces one; carts price with it at once (Admin)',
        body: adminPaymentTypeSaveSchema,
        response: { 200: adminPaymentTypeSchema, ...writeErrors },
      },
    },
    async (request) => admin.savePaymentType(request.body, staffOf(request).id),
  );

  route.get(
    '/admin/stores/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: 'Every takeaway store, inactive ones too (staff)',
        response: { 200: z.object({ items: z.array(adminStoreSchema) }), ...staffErrors },
      },
    },
    async () => ({ items: await admin.stores() }),
  );

  route.post(
    '/admin/stores/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: 'Adds a takeaway store (no id) or replaces one (Admin)',
        body: adminStoreSaveSchema,
        response: { 200: adminStoreSchema, ...writeErrors },
      },
    },
    async (request) => admin.saveStore(request.body, staffOf(request).id),
  );

  route.get(
    '/admin/lockers/list',
    {
      ...readers,
      schema: {
        tags,
        security,
        summary: "The shop's parcel lockers, searched by id, name, city or postcode, paged (staff)",
        querystring: adminListQuerySchema,
        response: { 200: adminLockerListSchema, ...staffErrors },
      },
    },
    async (request) => admin.lockers(request.query),
  );

  route.post(
    '/admin/lockers/save',
    {
      ...writers,
      schema: {
        tags,
        security,
        summary: "Adds a parcel locker under the network's id, or replaces the one with it (Admin)",
        body: adminLockerSaveSchema,
        response: { 200: adminLockerSchema, ...writeErrors },
      },
    },
    async (request) => admin.saveLocker(request.body, staffOf(request).id),
  );
}
