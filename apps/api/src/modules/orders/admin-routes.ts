import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrderQueryByUidSchema,
  adminOrderQuerySchema,
  apiErrorSchema,
  orderStatusChangeListSchema,
  orderStatusChangeRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

/**
 * Staff calls on orders (under `/api/{lang}/admin/`). A status moves only along the transition
 * table; the change is recorded with the staff member as its actor and mailed to the customer.
 */
export async function orderAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { orders, ordersAdmin } = app.services;
  const readErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

  route.get(
    '/admin/orders/getall',
    {
      onRequest: app.requireStaff('orders', 'read'),
      schema: {
        tags: ['orders'],
        summary:
          'Every order, filtered by status, Athens days, payment, shipping and a search of code, email, name or mobile; sorted and paged (staff)',
        security: [{ bearer: [] }],
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderListSchema, ...readErrors },
      },
    },
    async (request) => ordersAdmin.list(request.query, request.language),
  );

  route.get(
    '/admin/orders/getbyuid',
    {
      onRequest: app.requireStaff('orders', 'read'),
      schema: {
        tags: ['orders'],
        summary:
          'One order with lines, totals, addresses, the payment record, who moved it and the moves allowed next; the data of its packing slip and order sheet (staff)',
        security: [{ bearer: [] }],
        querystring: adminOrderQueryByUidSchema,
        response: { 200: adminOrderDetailSchema, ...readErrors },
      },
    },
    async (request) => {
      const order = await ordersAdmin.detail(request.query.uid, request.language);
      if (!order) throw new HttpError(404, 'order_not_found');
      return order;
    },
  );

  route.post(
    '/admin/orders/changestatus',
    {
      onRequest: app.requireStaff('orders', 'write'),
      schema: {
        tags: ['orders'],
        summary:
          "Moves an order to another status of the transition table with a note to the customer (shown and mailed) and an internal one (staff only); answers the order's history as the customer reads it (staff)",
        security: [{ bearer: [] }],
        body: orderStatusChangeRequestSchema,
        response: {
          200: orderStatusChangeListSchema,
          ...apiErrorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const orderId = await orders.idOf(request.body.uid);
      if (orderId === undefined) throw new HttpError(404, 'order_not_found');
      await orders.changeStatus(orderId, request.body.st, {
        actor: { kind: 'staff', id: staff.id },
        note: request.body.note,
        internalNote: request.body.inote,
      });
      return { items: await orders.reads.statusChanges(orderId) };
    },
  );
}
