import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CategoryService } from '../categories/service.ts';
import type { InventoryService } from '../inventory/service.ts';
import { catalogMessages } from './messages.ts';
import { catalogRoutes } from './routes.ts';
import { CatalogService } from './service.ts';

export const catalogModule = {
  name: 'catalog',
  routes: [catalogRoutes],
  messages: catalogMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ categories: CategoryService; inventory: InventoryService }>) => {
    const catalog = new CatalogService(db, services.categories, config.catalogCacheMs);
    // Cached product pages and listings show stock, so they go when it changes.
    services.inventory.onStockChanged(async () => catalog.clearCaches());
    return { catalog };
  },
} as const satisfies ApiModule;
