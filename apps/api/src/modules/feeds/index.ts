import { shopNameOf } from '@shop/contract';
import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import { feedRoutes } from './routes.ts';
import { FeedService } from './service.ts';

export const feedsModule = {
  name: 'feeds',
  rootRoutes: [feedRoutes],
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    categories: CategoryService;
    checkoutOptions: CheckoutOptionsService;
  }>) => ({
    feeds: new FeedService(db, services.catalog, services.categories, services.checkoutOptions, {
      publicUrl: config.publicUrl,
      shopName: shopNameOf(config.shopName, 'el'),
      freeShippingThresholdCents: config.pricing.freeShippingThresholdCents,
    }),
  }),
} as const satisfies ApiModule;

export { FEED_NAMES, type FeedName } from './items.ts';
