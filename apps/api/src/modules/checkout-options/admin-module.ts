import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import { checkoutOptionAdminRoutes } from './admin-routes.ts';
import { CheckoutOptionsAdminService } from './admin-service.ts';
import type { CheckoutOptionsService } from './service.ts';

/** Staff calls of shipping and payment types, stores and lockers (after the audit log they write to; pricing hears of their changes through `CheckoutOptionsService`). */
export const checkoutOptionsAdminModule = {
  name: 'checkout-options-admin',
  routes: [checkoutOptionAdminRoutes],
  createServices: ({
    db,
    services,
  }: ServiceContext<{
    checkoutOptions: CheckoutOptionsService;
    audit: AuditService;
  }>) => ({
    checkoutOptionsAdmin: new CheckoutOptionsAdminService(db, services),
  }),
} as const satisfies ApiModule;
