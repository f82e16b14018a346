import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { manufacturerAdminRoutes } from './admin-routes.ts';
import { BrandAdminService } from './admin-service.ts';

/** Staff calls of brands (after the catalogue, whose answers show them, and the audit log). */
export const manufacturersAdminModule = {
  name: 'manufacturers-admin',
  routes: [manufacturerAdminRoutes],
  createServices: ({ db, services }: ServiceContext<{ audit: AuditService; catalog: CatalogService }>) => ({
    brandsAdmin: new BrandAdminService(db, services),
  }),
} as const satisfies ApiModule;
