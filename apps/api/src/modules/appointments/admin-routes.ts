import {
  apiErrorSchema,
  staffAppointmentListSchema,
  staffAppointmentSchema,
  staffAppointmentsQuerySchema,
  staffCancelAppointmentRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['appointments', 'staff'];
const security = [{ bearer: [] }];
const errors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Staff calls on appointments (under `/api/{lang}/admin/`): the diary, and cancelling with a note. */
export async function appointmentAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { appointments } = app.services;

  route.get(
    '/admin/appointments/getall',
    {
      onRequest: app.requireStaff('appointments', 'read'),
      schema: {
        tags,
        security,
        summary: 'Every appointment starting from one Athens day to another, with its customer (staff)',
        querystring: staffAppointmentsQuerySchema,
        response: { 200: staffAppointmentListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await appointments.all(request.query.from, request.query.to, request.language),
    }),
  );

  route.post(
    '/admin/appointments/cancel',
    {
      onRequest: app.requireStaff('appointments', 'write'),
      schema: {
        tags,
        security,
        summary:
          'Cancels a booked appointment with a note mailed to the customer; its points are taken back (staff)',
        body: staffCancelAppointmentRequestSchema,
        response: { 200: staffAppointmentSchema, ...errors },
      },
    },
    async (request) =>
      appointments.cancelByStaff(request.body.id, request.body.nt, staffOf(request).id, request.language),
  );
}
