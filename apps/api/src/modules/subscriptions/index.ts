import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { MailService } from '../mail/index.ts';
import { subscriptionMessages } from './messages.ts';
import { subscriptionRoutes } from './routes.ts';
import { SubscriptionService } from './service.ts';
import { backInStockSweepJob } from './sweep-job.ts';

export const subscriptionsModule = {
  name: 'subscriptions',
  routes: [subscriptionRoutes, backInStockSweepJob],
  messages: subscriptionMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ catalog: CatalogService; inventory: InventoryService; mail: MailService }>) => {
    const subscriptions = new SubscriptionService(
      db,
      services.mail,
      services.catalog,
      services.inventory,
      config.publicUrl,
      config.shopName,
    );
    // Whoever waits for a product hears of it as soon as a stock change makes it available; a
    // sale only lowers stock, so it cannot.
    services.inventory.onStockChanged(async (productId, change) => {
      if (change !== 'sold') await subscriptions.notifyRestocked(productId);
    });
    return { subscriptions };
  },
} as const satisfies ApiModule;
