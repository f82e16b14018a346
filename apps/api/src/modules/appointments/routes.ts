import {
  apiErrorSchema,
  appointmentListSchema,
  appointmentOptionsSchema,
  appointmentSchema,
  appointmentSlotListSchema,
  appointmentSlotsQuerySchema,
  bookAppointmentRequestSchema,
  cancelAppointmentRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';

const tags = ['appointments'];
const security = [{ bearer: [] }];
const errors = { ...apiErrorResponses, 401: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** Consultations with the pharmacist (spec 001 §9): where and when, booking and cancelling one's own. */
export async function appointmentRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { appointments } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.get(
    '/appointments/getoptions',
    {
      schema: {
        tags,
        summary: 'The stores that hold consultations, their hours, and whether online ones are offered',
        response: { 200: appointmentOptionsSchema, ...apiErrorResponses },
      },
    },
    async (request) => appointments.options(request.language),
  );

  route.get(
    '/appointments/getslots',
    {
      schema: {
        tags,
        summary: 'The free slots of a store (InPerson, storeId) or online from one Athens day to another',
        querystring: appointmentSlotsQuerySchema,
        response: { 200: appointmentSlotListSchema, ...errors },
      },
    },
    async (request) => {
      const { type, storeId, from, to } = request.query;
      return { items: await appointments.slots({ type, storeId }, from, to) };
    },
  );

  route.post(
    '/appointments/book',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary:
          'Books a free slot for the customer when their tier allows it (CheckBookAnAppointment); credits NewAppointment points and mails the confirmation with an .ics',
        body: bookAppointmentRequestSchema,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => appointments.book(customerOf(request).id, request.body, request.language),
  );

  route.get(
    '/appointments/getforcustomer',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The customer's appointments, latest first",
        response: { 200: appointmentListSchema, ...errors },
      },
    },
    async (request) => ({ items: await appointments.forCustomer(customerOf(request).id, request.language) }),
  );

  route.post(
    '/appointments/cancel',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary:
          "Cancels one of the customer's booked appointments before it starts; its points are taken back",
        body: cancelAppointmentRequestSchema,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => appointments.cancel(customerOf(request).id, request.body.id, request.language),
  );
}
