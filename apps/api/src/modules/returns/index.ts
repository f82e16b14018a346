import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrderReturnBook } from '../orders/index.ts';
import type { RefundDesk } from '../payments/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { returnAdminRoutes } from './admin-routes.ts';
import { returnMessages } from './messages.ts';
import { ReturnsRecovery, returnsRecoveryJob } from './recovery.ts';
import { ReturnsWorkflow } from './refunding.ts';
import { returnRoutes } from './routes.ts';

export type { ReturnsRecovery } from './recovery.ts';
export type { ReturnsWorkflow } from './refunding.ts';

/**
 * Customers' returns and their refunds (decision 048): a workflow over orders, catalogue,
 * inventory, loyalty, promotions, payments and documents, each reached by its public face.
 */
export const returnsModule = {
  name: 'returns',
  routes: [returnRoutes, returnAdminRoutes, returnsRecoveryJob],
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
  }>) => ({
    returns: new ReturnsWorkflow(db, services, config.returns, log),
    returnsRecovery: new ReturnsRecovery(db, services, config.returns, log),
  }),
} as const satisfies ApiModule;
