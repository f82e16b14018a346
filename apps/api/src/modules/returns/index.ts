import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { ReturnVouchers } from '../fulfilment/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderReturnBook, OrdersService } from '../orders/index.ts';
import type { RefundDesk } from '../payments/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { returnAdminRoutes } from './admin-routes.ts';
import { CancelRefunds } from './cancel-refund.ts';
import { returnJobs } from './jobs.ts';
import { returnMessages } from './messages.ts';
import { ReturnsRecovery } from './recovery.ts';
import { ReturnsWorkflow } from './refunding.ts';
import { returnRoutes } from './routes.ts';

export type { CancelRefunds } from './cancel-refund.ts';
export type { ReturnsRecovery } from './recovery.ts';
export type { ReturnsWorkflow } from './refunding.ts';

/**
 * Customers' returns and their refunds (decision 048): a workflow over orders, catalogue,
 * inventory, loyalty, promotions, payments and documents, each reached by its public face.
 */
export const returnsModule = {
  name: 'returns',
  routes: [returnRoutes, returnAdminRoutes, returnJobs],
  messages: returnMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    orderReturnBook: OrderReturnBook;
    catalog: CatalogService;
    inventory: InventoryService;
    loyalty: LoyaltyService;
    promotions: PromotionService;
    documents: DocumentsService;
    refunds: RefundDesk;
    mail: MailService;
    audit: AuditService;
    orders: OrdersService;
    returnVouchers: ReturnVouchers;
  }>) => {
    const cancelRefunds = new CancelRefunds(services, log);
    // Orders never import returns: a committed cancellation reaches the refund through its event.
    services.orders.onStatusChanged((event) => cancelRefunds.onOrderEvent(event));
    return {
      returns: new ReturnsWorkflow(db, services, config.returns, log),
      returnsRecovery: new ReturnsRecovery(db, services, config.returns, log),
      cancelRefunds,
    };
  },
} as const satisfies ApiModule;
