import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CheckoutOptionsService } from '../checkout-options/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import type { GiftCardService, PromotionService } from '../promotions/index.ts';
import type { ReferralService } from '../referrals/index.ts';
import type { StaffService } from '../staff/index.ts';
import { OrderAdminReads } from './admin-reads.ts';
import { orderAdminRoutes } from './admin-routes.ts';
import { orderExpiryJob } from './expiry-job.ts';
import { orderExportRoutes } from './export-routes.ts';
import { OrderMailer } from './mailer.ts';
import { orderMessages } from './messages.ts';
import { OrderReturnBook } from './return-book.ts';
import { orderRoutes } from './routes.ts';
import { OrdersService } from './service.ts';
import { OrderShipments } from './shipments.ts';

export { anonymiseOrdersOf, ordersExportOf } from './own-data.ts';
export { orderedSince } from './placed-since.ts';
export type { OrderForReturn, OrderLineForReturn, OrderReturnBook } from './return-book.ts';
export type { OrderEvent, OrdersService } from './service.ts';
export { AWAITING_SHIPMENT, type OrderToShip } from './shipment-reads.ts';
export type { OrderShipments, ShipmentOrder } from './shipments.ts';
export type {
  OrderAddressSnapshot,
  OrderDraft,
  OrderForDocument,
  OrderLineForDocument,
  PayableOrder,
  PlacedOrder,
} from './types.ts';

export const ordersModule = {
  name: 'orders',
  routes: [orderRoutes, orderAdminRoutes, orderExportRoutes, orderExpiryJob],
  messages: orderMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    audit: AuditService;
    inventory: InventoryService;
    promotions: PromotionService;
    referrals: ReferralService;
    giftCards: GiftCardService;
    loyalty: LoyaltyService;
    mail: MailService;
    checkoutOptions: CheckoutOptionsService;
    staff: StaffService;
  }>) => {
    const orders = new OrdersService(db, services, log);
    new OrderMailer(db, services.mail, services.checkoutOptions, config.publicUrl, config.shopName).listenTo(
      orders,
    );
    return {
      orders,
      ordersAdmin: new OrderAdminReads(db, orders.reads, services),
      orderShipments: new OrderShipments(db),
      orderReturnBook: new OrderReturnBook(db),
    };
  },
} as const satisfies ApiModule;
