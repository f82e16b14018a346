import { adminLoyaltySettingsSchema, apiErrorSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { staffOf } from '../../plugins/auth.ts';

const tags = ['loyalty admin'];
const security = [{ bearer: [] }];
const staffErrors = { ...apiErrorResponses, 401: apiErrorSchema, 403: apiErrorSchema };

/** How often each API process reads the settings another process may have saved. */
const REFRESH_MS = 60_000;

/**
 * Staff calls of the loyalty settings (under `/api/{lang}/admin/loyalty/`): every staff role reads,
 * an Admin changes them. The process reads the stored settings when it starts and every minute.
 */
export async function loyaltyAdminRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { loyaltySettings, loyaltySettingsAdmin } = app.services;

  // A failed read (the database away) keeps the settings last read and never stops the process.
  const refresh = () =>
    loyaltySettings
      .refresh()
      .catch((error: unknown) => app.log.warn({ err: error }, 'loyalty settings not read'));
  app.addHook('onReady', refresh);
  const timer = setInterval(refresh, REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

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
