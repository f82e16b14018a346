import { shopNameOf } from '@shop/contract';
import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { FeedAdminService } from '../feeds/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { OrderShipments, OrdersService } from '../orders/index.ts';
import type { StaffService } from '../staff/index.ts';
import { carrierMessages } from './carrier-messages.ts';
import { CarrierRegistry } from './carrier-registry.ts';
import { carrierAdminRoutes } from './carrier-routes.ts';
import { CodSettlementService } from './cod-settlement.ts';
import { pickingMessages } from './picking-messages.ts';
import { pickingRoutes } from './picking-routes.ts';
import { PickingService } from './picking-service.ts';
import { ReturnVouchers, returnAddressOf } from './return-vouchers.ts';
import { trackingJob } from './tracking-job.ts';
import { boxNowWebhookRoutes, trackingRoutes } from './tracking-routes.ts';
import { TrackingService } from './tracking-service.ts';
import { VoucherDay } from './voucher-day.ts';
import { VoucherService } from './voucher-service.ts';

export type { PickingService } from './picking-service.ts';
export type {
  ReturnCarrier,
  ReturnParcel,
  ReturnVoucherAnswer,
  ReturnVouchers,
} from './return-vouchers.ts';

/**
 * Fulfilment, a workflow (decision 006): it reads orders, stock and the catalogue's weights
 * through their faces and moves orders with the orders service. Picking and packing per location
 * are decision 047; carriers, vouchers, tracking and the COD settlement are decision 046.
 */
export const fulfilmentModule = {
  name: 'fulfilment',
  routes: [pickingRoutes, carrierAdminRoutes, trackingRoutes, trackingJob],
  rootRoutes: [boxNowWebhookRoutes],
  messages: {
    el: { ...pickingMessages.el, ...carrierMessages.el },
    en: { ...pickingMessages.en, ...carrierMessages.en },
  },
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    inventory: InventoryService;
    orders: OrdersService;
    orderShipments: OrderShipments;
    staff: StaffService;
    feedsAdmin: FeedAdminService;
  }>) => {
    const carriers = new CarrierRegistry(config.carriers, {
      name: shopNameOf(config.shopName, 'el'),
      email: config.mailFrom,
    });
    const vouchers = new VoucherService(db, services, carriers, log);
    return {
      picking: new PickingService(db, services),
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
      returnVouchers: new ReturnVouchers(carriers, services, {
        returnTo: returnAddressOf(config.carriers.returnAddress, carriers.shopContact()),
      }),
    };
  },
} as const satisfies ApiModule;
