import {
  adminReturnListSchema,
  adminReturnMoneySchema,
  adminReturnQuerySchema,
  adminReturnReceiveSchema,
  adminReturnRefundSchema,
  adminReturnRejectSchema,
  adminReturnStepSchema,
  apiErrorSchema,
  eurosToCents,
  orderReturnSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const errors = {
  ...apiErrorResponses,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const tags = ['returns'];
const security = [{ bearer: [] }];

/** The back office's returns inbox and its steps (under `/api/{lang}/admin/`); each step is audited. */
export async function returnAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { returns } = app.services;
  const write = { onRequest: app.requireStaff('orders', 'write') } as const;

  route.get(
    '/admin/returns/getall',
    {
      onRequest: app.requireStaff('orders', 'read'),
      schema: {
        tags,
        security,
        summary:
          'The returns inbox: newest first, filtered by state, searched by order code or e-mail, paged, with the refund the split computes (staff)',
        querystring: adminReturnQuerySchema,
        response: { 200: adminReturnListSchema, ...errors },
      },
    },
    async (request) => returns.list(request.query),
  );

  route.post(
    '/admin/returns/approve',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          'Approves a requested return; a courier or locker return gets its return voucher from the carrier, once: approving again answers the same voucher, or retries one the carrier refused (staff)',
        body: adminReturnStepSchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) => returns.approve(request.body.id, staffOf(request).id),
  );

  route.post(
    '/admin/returns/reject',
    {
      ...write,
      schema: {
        tags,
        security,
        summary: 'Rejects a requested or approved return, with the reason the customer reads (staff)',
        body: adminReturnRejectSchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) => returns.reject(request.body.id, staffOf(request).id, request.body.note),
  );

  route.post(
    '/admin/returns/transit',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          "Marks an approved return's parcel on its way back (the carrier's pickup scan does it on its own for a return voucher) (staff)",
        body: adminReturnStepSchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) => returns.transit(request.body.id, staffOf(request).id),
  );

  route.post(
    '/admin/returns/receive',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          "Marks an approved or in-transit return's parcel received: its units go back into stock at the chosen location, the shop's returns location by default, but for the lines written off with a reason (staff)",
        body: adminReturnReceiveSchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) =>
      returns.receive(request.body.id, staffOf(request).id, request.body.loc, request.body.writeOff),
  );

  route.post(
    '/admin/returns/refund',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          'Refunds a received return by the refund split, lowered with a reason if staff choose: the money once (idempotent), points, coupon, gift cards, the credit note and the order status; asked again it answers the same refund (staff)',
        body: adminReturnRefundSchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) =>
      returns.refund(request.body.id, staffOf(request).id, {
        amountCents: request.body.amt === undefined ? undefined : eurosToCents(request.body.amt),
        reason: request.body.reason,
      }),
  );

  route.post(
    '/admin/returns/money',
    {
      ...write,
      schema: {
        tags,
        security,
        summary:
          "A refunded return's money: the bank transfer to the customer's IBAN marked made (`paid`), or a refund the provider did not confirm sent again (`resend`; for an unknown outcome, `landed` says what staff found at the provider) (staff)",
        body: adminReturnMoneySchema,
        response: { 200: orderReturnSchema, ...errors },
      },
    },
    async (request) =>
      returns.settleMoney(request.body.id, staffOf(request).id, request.body.action, request.body.landed),
  );
}
