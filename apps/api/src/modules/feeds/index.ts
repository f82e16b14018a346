import { shopNameOf } from '@shop/contract';
import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import { feedAdminRoutes } from './admin-routes.ts';
import { FeedAdminService } from './admin-service.ts';
import { feedRoutes } from './routes.ts';
import { FeedService } from './service.ts';

export type { FeedAdminService } from './admin-service.ts';

export const feedsModule = {
  name: 'feeds',
  routes: [feedAdminRoutes],
  rootRoutes: [feedRoutes],
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    audit: AuditService;
    catalog: CatalogService;
    categories: CategoryService;
    checkoutOptions: CheckoutOptionsService;
  }>) => ({
    feeds: new FeedService(db, services.catalog, services.categories, services.checkoutOptions, {
      publicUrl: config.publicUrl,
      shopName: shopNameOf(config.shopName, 'el'),
      freeShippingThresholdCents: config.pricing.freeShippingThresholdCents,
    }),
    feedsAdmin: new FeedAdminService(db, services),
  }),
} as const satisfies ApiModule;
