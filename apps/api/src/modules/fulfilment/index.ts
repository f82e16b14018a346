import { shopNameOf } from '@shop/contract';
import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { FeedAdminService } from '../feeds/index.ts';
import type { OrderShipments, OrdersService } from '../orders/index.ts';
import { carrierMessages } from './carrier-messages.ts';
import { CarrierRegistry } from './carrier-registry.ts';
import { carrierAdminRoutes } from './carrier-routes.ts';
import { CodSettlementService } from './cod-settlement.ts';
import { trackingJob } from './tracking-job.ts';
import { boxNowWebhookRoutes, trackingRoutes } from './tracking-routes.ts';
import { TrackingService } from './tracking-service.ts';
import { VoucherDay } from './voucher-day.ts';
import { VoucherService } from './voucher-service.ts';

/**
 * Fulfilment, a workflow (decision 006): it reads orders, inventory and the catalogue's weights
 * through their faces and moves orders with the orders service. Carriers, vouchers, tracking and
 * the COD settlement are decision 046.
 */
export const fulfilmentModule = {
  name: 'fulfilment',
  routes: [carrierAdminRoutes, trackingRoutes, trackingJob],
  rootRoutes: [boxNowWebhookRoutes],
  messages: carrierMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    orders: OrdersService;
    orderShipments: OrderShipments;
    feedsAdmin: FeedAdminService;
  }>) => {
    const carriers = new CarrierRegistry(config.carriers, {
      name: shopNameOf(config.shopName, 'el'),
      email: config.mailFrom,
    });
    const vouchers = new VoucherService(db, services, carriers, log);
    return {
      carriers,
      vouchers,
      voucherDay: new VoucherDay({
        db,
        registry: carriers,
        vouchers,
        languageOf: (orderId) => services.orders.languageOf(orderId),
      }),
      tracking: new TrackingService(db, services, carriers, log),
      codSettlements: new CodSettlementService(db, services.orderShipments),
    };
  },
} as const satisfies ApiModule;
