import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { reviewAdminRoutes } from './admin-routes.ts';
import { reviewMessages } from './messages.ts';
import { reviewRoutes } from './routes.ts';
import { ReviewService } from './service.ts';

export { anonymiseReviewsOf, reviewsExportOf } from './own-data.ts';

export const reviewsModule = {
  name: 'reviews',
  routes: [reviewRoutes, reviewAdminRoutes],
  messages: reviewMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    audit: AuditService;
    catalog: CatalogService;
    loyalty: LoyaltyService;
    orders: OrdersService;
    customers: CustomerService;
  }>) => ({ reviews: new ReviewService(db, services, config.reviewPoints) }),
} as const satisfies ApiModule;
