import {
  apiErrorSchema,
  bookAppointmentCheckSchema,
  calculateTiersResultSchema,
  tierProfileSchema,
  tierSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { idQuery } from '../../lib/route-schemas.ts';
import { customerOf } from '../../plugins/auth.ts';

const tags = ['loyalty'];
const security = [{ bearer: [] }];
const errors = { ...apiErrorResponses, 401: apiErrorSchema };

/** Tiers (spec 001 §3, §7): the customer's tier profile, a tier, the recalculation and the booking benefit. */
export async function tierRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { loyalty } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.get(
    '/CustomerTiers/Profile',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The tiers and the customer's own, with the way to the next",
        response: { 200: tierProfileSchema, ...errors },
      },
    },
    async (request) => loyalty.tiers.profile(customerOf(request).id),
  );

  route.get(
    '/CustomerTiers/GetById',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'One tier',
        querystring: idQuery(),
        response: { 200: tierSchema, ...errors },
      },
    },
    async (request) => {
      const tier = loyalty.tiers.byId(request.query.id);
      if (!tier) throw new HttpError(404, 'tier_not_found');
      return tier;
    },
  );

  route.get(
    '/CustomerTiers/CheckBookAnAppointment',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Whether the customer's tier may book a consultation with the pharmacist",
        response: { 200: bookAppointmentCheckSchema, ...errors },
      },
    },
    async (request) => loyalty.tiers.bookAppointment(customerOf(request).id),
  );

  // It changes every account's tier, so it is a POST with the XSRF check like staff's other changes.
  route.post(
    '/CustomerTiers/CalculateCustomersTier',
    {
      onRequest: app.requireStaff('customers', 'write'),
      schema: {
        tags: [...tags, 'staff'],
        security,
        summary: "Recalculates every customer's tier now, as the job does (staff)",
        response: { 200: calculateTiersResultSchema, ...errors, 403: apiErrorSchema },
      },
    },
    async () => loyalty.tiers.recalculateAll(),
  );
}
