import { apiErrorSchema, orderStatusChangeListSchema, orderStatusChangeRequestSchema } from '@shop/contract';
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
  const { orders } = app.services;

  route.post(
    '/admin/orders/changestatus',
    {
      // An Inspector reads; only a SalesPerson moves an order on.
      onRequest: app.requireStaff('SalesPerson'),
      schema: {
        tags: ['orders'],
        summary:
          "Moves an order to another status of the transition table; answers the order's history (staff)",
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
      });
      return { items: await orders.reads.statusChanges(orderId) };
    },
  );
}
