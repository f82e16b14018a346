import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { checkoutOptionAdminRoutes } from './admin-routes.ts';
import { CheckoutOptionsAdminService } from './admin-service.ts';
import type { CheckoutOptionsService } from './service.ts';

/** Staff calls of shipping and payment types, stores and lockers (after pricing, whose rules cache they clear). */
export const checkoutOptionsAdminModule = {
  name: 'checkout-options-admin',
  routes: [checkoutOptionAdminRoutes],
  createServices: ({
    db,
    services,
  }: ServiceContext<{
    checkoutOptions: CheckoutOptionsService;
    pricing: PricingService;
    audit: AuditService;
  }>) => ({
    checkoutOptionsAdmin: new CheckoutOptionsAdminService(db, services),
  }),
} as const satisfies ApiModule;
