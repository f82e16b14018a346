import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CheckoutOptionsService } from '../checkout-options/service.ts';
import type { CustomerService } from '../customers/service.ts';
import type { GeoService } from '../geo/service.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import type { PromotionService } from '../promotions/service.ts';
import { pricingMessages } from './messages.ts';
import { PricingService } from './service.ts';

export const pricingModule = {
  name: 'pricing',
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
    return {
      pricing: new PricingService({ catalog, promotions, checkoutOptions, loyalty, customers, geo }, config),
    };
  },
} as const satisfies ApiModule;
