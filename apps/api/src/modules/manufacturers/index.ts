import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/service.ts';
import { manufacturerMessages } from './messages.ts';
import { manufacturerRoutes } from './routes.ts';
import { ManufacturerService } from './service.ts';

export const manufacturersModule = {
  name: 'manufacturers',
  routes: [manufacturerRoutes],
  messages: manufacturerMessages,
  createServices: ({ db, services }: ServiceContext<{ catalog: CatalogService }>) => {
    const manufacturers = new ManufacturerService(db, services.catalog);
    // The catalogue's facets name brands; the catalogue is built first, so it is handed the source.
    services.catalog.sources.useBrands(manufacturers);
    return { manufacturers };
  },
} as const satisfies ApiModule;
export type { ManufacturerService } from './service.ts';
