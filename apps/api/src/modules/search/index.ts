import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CategoryService } from '../categories/index.ts';
import { searchRoutes } from './routes.ts';
import { SearchService } from './service.ts';

export type { SearchService } from './service.ts';

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
