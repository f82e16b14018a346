import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { pricingMessages } from './messages.ts';
import { pricingRoutes } from './routes.ts';
import { PricingService } from './service.ts';

export { refuseDeadToken } from './routes.ts';
export { type PricedCart, type PricingService, toCartTotals } from './service.ts';

export const pricingModule = {
  name: 'pricing',
  routes: [pricingRoutes],
  messages: pricingMessages,
  createServices: ({
    config,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    promotions: PromotionService;
    checkoutOptions: CheckoutOptionsService;
    loyalty: LoyaltyService;
    customers: CustomerService;
    geo: GeoService;
  }>) => {
    const { catalog, promotions, checkoutOptions, loyalty, customers, geo } = services;
    const pricing = new PricingService(
      { catalog, promotions, checkoutOptions, loyalty, customers, geo },
      config,
    );
    // The shared rules are read from promotions and checkout options: a change there forgets them.
    promotions.onRulesChanged(() => pricing.invalidateRules());
    checkoutOptions.onChanged(() => pricing.invalidateRules());
    return { pricing };
  },
} as const satisfies ApiModule;
