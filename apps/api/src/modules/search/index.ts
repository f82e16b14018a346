import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CategoryService } from '../categories/service.ts';
import { searchRoutes } from './routes.ts';
import { SearchService } from './service.ts';

export const searchModule = {
  name: 'search',
  routes: [searchRoutes],
  createServices: ({
    db,
    services,
  }: ServiceContext<{ catalog: CatalogService; categories: CategoryService }>) => ({
    search: new SearchService(db, services.catalog, services.categories),
  }),
} as const satisfies ApiModule;
