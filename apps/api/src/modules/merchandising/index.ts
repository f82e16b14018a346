import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CategoryService } from '../categories/service.ts';
import type { PromotionService } from '../promotions/service.ts';
import type { WishlistService } from '../wishlists/service.ts';
import { merchandisingMessages } from './messages.ts';
import { merchandisingRoutes } from './routes.ts';
import { MerchandisingService } from './service.ts';

export const merchandisingModule = {
  name: 'merchandising',
  routes: [merchandisingRoutes],
  messages: merchandisingMessages,
  createServices: ({
    db,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    categories: CategoryService;
    promotions: PromotionService;
    wishlists: WishlistService;
  }>) => ({
    merchandising: new MerchandisingService(
      db,
      services.catalog,
      services.categories,
      services.promotions,
      services.wishlists,
    ),
  }),
} as const satisfies ApiModule;
