import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { ContentStaffPageReads } from '../content/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import type { WishlistService } from '../wishlists/index.ts';
import { bannerAdminRoutes } from './admin-routes.ts';
import { BannerAdmin } from './banners-admin.ts';
import { merchandisingMessages } from './messages.ts';
import { merchandisingRoutes } from './routes.ts';
import { MerchandisingService } from './service.ts';

export const merchandisingModule = {
  name: 'merchandising',
  routes: [merchandisingRoutes, bannerAdminRoutes],
  messages: merchandisingMessages,
  createServices: ({
    db,
    services,
  }: ServiceContext<{
    audit: AuditService;
    catalog: CatalogService;
    categories: CategoryService;
    contentStaffPageReads: ContentStaffPageReads;
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
    bannerAdmin: new BannerAdmin(db, services.audit, services.contentStaffPageReads),
  }),
} as const satisfies ApiModule;
