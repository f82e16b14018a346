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
    db,
    log,
    services,
  }: ServiceContext<{ categories: CategoryService; inventory: InventoryService }>) => {
    const catalog = new CatalogService(db, services.categories, log);
    // Product pages and listings show stock: whoever changed it reads it back at once.
    services.inventory.onStockChanged(async () => catalog.settled());
    return { catalog };
  },
} as const satisfies ApiModule;
export { parseCsv } from './csv.ts';
export { catalogueVersion, type PublishedProduct, publishedProducts } from './feed-source.ts';
export { type ProductSource, toProductDto } from './product-dto.ts';
export { foldedText } from './read-model/search-key.ts';
export type { CatalogService } from './service.ts';
