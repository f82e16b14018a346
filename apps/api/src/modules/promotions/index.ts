import { shopNameOf } from '@shop/contract';
import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { MailService } from '../mail/index.ts';
import { PromotionCatalogueSource } from './catalogue-source.ts';
import { GiftCardService } from './gift-card-issuing.ts';
import { giftCardRoutes } from './gift-card-routes.ts';
import { promotionMessages } from './messages.ts';
import { promotionRoutes } from './routes.ts';
import { PromotionService } from './service.ts';

export { promotionsAdminModule } from './admin-module.ts';
export type { CustomerCouponIssue } from './customer-coupons.ts';
export type { GiftCardService } from './gift-card-issuing.ts';
export { anonymisePromotionsOf } from './own-data.ts';
export type { BundleRecord, PolicyRecord, PromotionService } from './service.ts';

export const promotionsModule = {
  name: 'promotions',
  routes: [promotionRoutes, giftCardRoutes],
  messages: promotionMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ catalog: CatalogService; mail: MailService }>) => {
    // The catalogue's listings show and filter by policies; it is built first, so it is handed the source.
    services.catalog.sources.usePromotions(new PromotionCatalogueSource(db));
    return {
      promotions: new PromotionService(db, services.catalog),
      giftCards: new GiftCardService(db, services.mail, {
        validityMonths: config.giftCardValidityMonths,
        publicUrl: config.publicUrl,
        shopName: (language) => shopNameOf(config.shopName, language),
      }),
    };
  },
} as const satisfies ApiModule;
