import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { ManufacturerService } from '../manufacturers/index.ts';
import { promotionAdminRoutes } from './admin-routes.ts';
import { PromotionsAdminService } from './admin-service.ts';
import type { PromotionService } from './service.ts';

/** Staff calls of promotions, coupons and gift cards (after the domains they name; pricing hears of their changes through `PromotionService`). */
export const promotionsAdminModule = {
  name: 'promotions-admin',
  routes: [promotionAdminRoutes],
  createServices: ({
    db,
    services,
  }: ServiceContext<{
    audit: AuditService;
    promotions: PromotionService;
    catalog: CatalogService;
    categories: CategoryService;
    manufacturers: ManufacturerService;
  }>) => ({
    promotionsAdmin: new PromotionsAdminService(db, services),
  }),
} as const satisfies ApiModule;
