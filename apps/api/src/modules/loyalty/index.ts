import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { PromotionService } from '../promotions/index.ts';
import { DeletedEmails } from './deleted-emails.ts';
import { LoyaltyEvents } from './events.ts';
import { loyaltyMessages } from './messages.ts';
import { loyaltyRoutes } from './routes.ts';
import { LoyaltyService } from './service.ts';
import { loyaltySettingsOf } from './settings.ts';
import { loyaltySettingsLifecycle } from './settings-lifecycle.ts';
import { LoyaltySettingsStore } from './settings-store.ts';
import { loyaltySweepJob } from './sweep-job.ts';
import { tierRoutes } from './tier-routes.ts';

export { loyaltyAdminModule } from './admin-module.ts';
export type { DeletedEmails } from './deleted-emails.ts';
export { forfeitPointsOf, loyaltyExportOf } from './own-data.ts';
export type { LoyaltyService } from './service.ts';

export const loyaltyModule = {
  name: 'loyalty',
  routes: [loyaltySettingsLifecycle, loyaltyRoutes, tierRoutes, loyaltySweepJob],
  messages: loyaltyMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    customers: CustomerService;
    promotions: PromotionService;
  }>) => {
    const loyaltySettings = new LoyaltySettingsStore(db, loyaltySettingsOf(config), log);
    const loyalty = new LoyaltyService(db, services.catalog, loyaltySettings.live, (tx, issue) =>
      services.promotions.issueCustomerCoupon(tx, issue),
    );
    const deletedEmails = new DeletedEmails(db, config.secret);
    const loyaltyEvents = new LoyaltyEvents(loyalty, services.customers, deletedEmails);
    services.customers.onCustomerEvent((event) => loyaltyEvents.onCustomerEvent(event));
    return { loyalty, loyaltyEvents, loyaltySettings, deletedEmails };
  },
} as const satisfies ApiModule;
