import {
  apiErrorSchema,
  CARRIER_EVENT_KINDS,
  carrierStatusSchema,
  closeDayRequestSchema,
  closeDayResultSchema,
  codImportRequestSchema,
  codSettlementListSchema,
  codSettlementResultSchema,
  labelRequestSchema,
  voucherBulkRequestSchema,
  voucherBulkResultSchema,
  voucherCreateRequestSchema,
  voucherListSchema,
  voucherOrdersQuerySchema,
  voucherOutcomeSchema,
  voucherSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';
import { carrierText } from './carrier-messages.ts';

const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/**
 * Staff's carrier calls (under `/api/{lang}/admin/carriers/`): vouchers from an order or in bulk,
 * one PDF of labels, closing the day, the COD settlement import, and, with the sandbox on, a
 * courier's scan of a sandbox parcel (decision 046).
 */
export async function carrierAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { vouchers, voucherDay, carriers, tracking, codSettlements, orders } = app.services;
  const read = { onRequest: app.requireStaff('orders', 'read') };
  const write = { onRequest: app.requireStaff('orders', 'write') };
  const tags = ['carriers'];

  route.get(
    '/admin/carriers/status',
    {
      ...read,
      schema: {
        tags,
        summary: 'Which carriers can make vouchers here (staff)',
        response: { 200: carrierStatusSchema, ...errors },
      },
    },
    async (request) => ({
      items: (['acs', 'boxnow', 'manual'] as const).map((car) => {
        const mode = car === 'manual' ? 'live' : carriers.mode(car);
        return {
          car,
          ok: mode !== undefined,
          sbx: mode === 'sandbox',
          msg: mode ? null : carrierText(request.language, 'carrier_not_configured'),
        };
      }),
    }),
  );

  route.post(
    '/admin/carriers/vouchers/create',
    {
      ...write,
      schema: {
        tags,
        summary: "A voucher for one order; a retried request answers the order's voucher (staff)",
        body: voucherCreateRequestSchema,
        response: { 200: voucherOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const orderId = await orders.idOf(request.body.uid);
      if (orderId === undefined) throw new HttpError(404, 'order_not_found');
      return vouchers.create(
        orderId,
        { carrier: request.body.car, courier: request.body.mc, trackingNumber: request.body.tn },
        staffOf(request).id,
        request.language,
      );
    },
  );

  route.post(
    '/admin/carriers/vouchers/bulk',
    {
      ...write,
      schema: {
        tags,
        summary: 'Vouchers for many orders by id; never two for one order, however often it is sent (staff)',
        body: voucherBulkRequestSchema,
        response: { 200: voucherBulkResultSchema, ...errors },
      },
    },
    async (request) => ({
      items: await vouchers.bulk(request.body.ids, request.body.car, staffOf(request).id, request.language),
    }),
  );

  route.get(
    '/admin/carriers/vouchers/getbyorder',
    {
      ...read,
      schema: {
        tags,
        summary: "An order's voucher, or null (staff)",
        querystring: z.object({ uid: z.string().trim().min(1).max(64) }),
        response: { 200: z.object({ v: z.nullable(voucherSchema) }), ...errors },
      },
    },
    async (request) => {
      const orderId = await orders.idOf(request.query.uid);
      if (orderId === undefined) throw new HttpError(404, 'order_not_found');
      return { v: await vouchers.ofOrder(orderId) };
    },
  );

  route.get(
    '/admin/carriers/vouchers/getbyorders',
    {
      ...read,
      schema: {
        tags,
        summary:
          'The vouchers of these orders, by order id: a day’s packed orders on the shipping screen (staff)',
        querystring: voucherOrdersQuerySchema,
        response: { 200: voucherListSchema, ...errors },
      },
    },
    async (request) => ({ items: await vouchers.ofOrders(request.query.ids) }),
  );

  route.get(
    '/admin/carriers/labels',
    {
      ...read,
      schema: {
        tags,
        summary: 'One PDF of the labels of these vouchers, 10×15 cm pages or four to an A4 page (staff)',
        querystring: labelRequestSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await voucherDay.labels(request.query.ids, request.query.fmt);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="labels.pdf"')
        .send(Buffer.from(pdf));
    },
  );

  route.post(
    '/admin/carriers/closeday',
    {
      ...write,
      schema: {
        tags,
        summary: "The carrier's pickup list of the vouchers not handed over yet; their orders ship (staff)",
        body: closeDayRequestSchema,
        response: { 200: closeDayResultSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await voucherDay.close(request.body.car, staffOf(request).id);
      return { car: request.body.car, pl: result.pickupList, cnt: result.count };
    },
  );

  route.post(
    '/admin/carriers/tracking/poll',
    {
      ...write,
      schema: { tags, summary: 'Asks the carriers about open parcels now, as the job does (staff)' },
    },
    async () => ({ events: await tracking.poll() }),
  );

  route.post(
    '/admin/carriers/cod/import',
    {
      ...write,
      schema: {
        tags,
        summary:
          "Imports a carrier's COD settlement (CSV): equal amounts mark orders paid, others are flagged (staff)",
        body: codImportRequestSchema,
        response: { 200: codSettlementResultSchema, ...errors },
      },
    },
    async (request) => codSettlements.import(request.body.nm, request.body.csv, staffOf(request).id),
  );

  route.get(
    '/admin/carriers/cod/getall',
    {
      ...read,
      schema: {
        tags,
        summary: 'Imported COD settlements, newest first (staff)',
        response: { 200: codSettlementListSchema, ...errors },
      },
    },
    async () => codSettlements.list(),
  );

  if (carriers.sandbox) {
    const sandbox = carriers.sandbox;
    route.post(
      '/admin/carriers/sandbox/advance',
      {
        ...write,
        schema: {
          tags,
          summary:
            "The sandbox carrier records a courier's scan of one of its parcels (development and tests only)",
          body: z.object({ tn: z.string().min(1).max(40), kind: z.enum(CARRIER_EVENT_KINDS) }),
        },
      },
      async (request) => {
        if (!sandbox.advance(request.body.tn, request.body.kind))
          throw new HttpError(404, 'voucher_not_found');
        return { ok: true };
      },
    );
  }
}
