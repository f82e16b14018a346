import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import { loyaltyAdminRoutes } from './admin-routes.ts';
import { LoyaltySettingsAdmin } from './admin-service.ts';
import type { LoyaltySettingsStore } from './settings-store.ts';

/** Staff calls of the loyalty settings (after the audit log they write to). */
export const loyaltyAdminModule = {
  name: 'loyalty-admin',
  routes: [loyaltyAdminRoutes],
  createServices: ({
    db,
    services,
  }: ServiceContext<{ loyaltySettings: LoyaltySettingsStore; audit: AuditService }>) => ({
    loyaltySettingsAdmin: new LoyaltySettingsAdmin(db, services),
  }),
} as const satisfies ApiModule;
