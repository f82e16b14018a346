import { adminLoyaltySettingsSchema, apiErrorSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['loyalty admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Staff calls of the loyalty settings (under `/api/{lang}/admin/loyalty/`): every staff role reads,
 * an Admin changes them. Every process reads what is saved through the loyalty module's own
 * settings lifecycle, whether these routes are registered or not.
 */
export async function loyaltyAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { loyaltySettings, loyaltySettingsAdmin } = app.services;

  route.get(
    '/admin/loyalty/settings',
    {
      onRequest: app.requireStaff('settings', 'read'),
      schema: {
        tags,
        security,
        summary:
          'The loyalty tiers (basis, window, thresholds), redemption steps and personal coupons in force (staff)',
        response: { 200: adminLoyaltySettingsSchema, ...staffErrors },
      },
    },
    async () => loyaltySettings.editable(),
  );

  route.post(
    '/admin/loyalty/settings/save',
    {
      onRequest: app.requireStaff('settings', 'write'),
      schema: {
        tags,
        security,
        summary:
          'Changes the loyalty tiers, redemption steps and personal coupons; tiers are recalculated by the next sweep (Admin)',
        body: adminLoyaltySettingsSchema,
        response: { 200: adminLoyaltySettingsSchema, ...staffErrors },
      },
    },
    async (request) => loyaltySettingsAdmin.save(request.body, staffOf(request).id),
  );
}
