import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/service.ts';
import { promotionMessages } from './messages.ts';
import { promotionRoutes } from './routes.ts';
import { PromotionService } from './service.ts';

export const promotionsModule = {
  name: 'promotions',
  routes: [promotionRoutes],
  messages: promotionMessages,
  createServices: ({ db, services }: ServiceContext<{ catalog: CatalogService }>) => ({
    promotions: new PromotionService(db, services.catalog),
  }),
} as const satisfies ApiModule;
