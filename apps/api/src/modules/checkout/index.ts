import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CheckoutOptionsService, ParcelLockerDirectory } from '../checkout-options/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { GeoService } from '../geo/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { ManufacturerService } from '../manufacturers/index.ts';
import type { NewsletterService } from '../newsletter/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PricingService } from '../pricing/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import type { TaxRegistryService } from '../tax-registry/index.ts';
import { checkoutMessages } from './messages.ts';
import { checkoutRoutes } from './routes.ts';
import { CheckoutService, type OrderPayments } from './service.ts';

export const checkoutModule = {
  name: 'checkout',
  routes: [checkoutRoutes],
  messages: checkoutMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    pricing: PricingService;
    checkoutOptions: CheckoutOptionsService;
    parcelLockers: ParcelLockerDirectory;
    customers: CustomerService;
    geo: GeoService;
    inventory: InventoryService;
    manufacturers: ManufacturerService;
    newsletter: NewsletterService;
    promotions: PromotionService;
    taxRegistry: TaxRegistryService;
    orders: OrdersService;
    payments: OrderPayments;
  }>) => ({
    checkout: new CheckoutService(db, services, config.orders, log),
  }),
} as const satisfies ApiModule;
