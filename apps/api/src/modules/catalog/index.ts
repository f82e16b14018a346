import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CategoryService } from '../categories/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { catalogMessages } from './messages.ts';
import { catalogRoutes } from './routes.ts';
import { CatalogService } from './service.ts';

export { catalogAdminModule } from './admin-module.ts';
export {
  emptyFilters,
  type ListingParams,
  listingDescription,
  listingParams,
  listingQueryShape,
} from './listing-query.ts';
export type { CatalogPricingProduct } from './pricing-products.ts';
export type { CatalogueFollower, ModelScope } from './read-model/model.ts';
export { bestByRelevance, type SearchMatches } from './read-model/relevance.ts';
export type { PolicyEntry, PolicyMembers, PromotionSource } from './read-model/sources.ts';
export type { CatalogService, ProductLabel } from './service.ts';

export const catalogModule = {
  name: 'catalog',
  routes: [catalogRoutes],
  messages: catalogMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{ categories: CategoryService; inventory: InventoryService }>) => {
    const catalog = new CatalogService(db, services.categories, log, config.listingAnswerBytes);
    // Product pages and listings show stock: whoever changed it reads it back at once.
    services.inventory.onStockChanged(async () => catalog.settled());
    // The category back office shows the catalogue's counts and answers once listings show its change.
    services.categories.countProductsWith(catalog);
    services.categories.onTreeChanged(() => catalog.settled());
    return { catalog };
  },
} as const satisfies ApiModule;
export { catalogueVersion, type PublishedProduct, publishedProducts } from './feed-source.ts';
export { type ProductSource, toProductDto } from './product-dto.ts';
