import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import { SearchInsights } from './insights.ts';
import { searchInsightRoutes } from './insights-routes.ts';
import { searchRoutes } from './routes.ts';
import { SearchService } from './service.ts';
import { SearchSynonyms } from './synonyms.ts';

export type { SearchService } from './service.ts';

export const searchModule = {
  name: 'search',
  routes: [searchRoutes, searchInsightRoutes],
  createServices: ({
    db,
    log,
    services,
  }: ServiceContext<{ catalog: CatalogService; categories: CategoryService }>) => ({
    search: new SearchService(db, services.catalog, services.categories),
    searchInsights: new SearchInsights(db, log),
    searchSynonyms: new SearchSynonyms(db),
  }),
} as const satisfies ApiModule;
