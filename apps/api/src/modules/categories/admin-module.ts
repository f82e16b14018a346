import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { categoryAdminRoutes } from './admin-routes.ts';
import { CategoryAdminService } from './admin-service.ts';

/** Staff calls of the category tree (after the catalogue, whose answers show it, and the audit log). */
export const categoriesAdminModule = {
  name: 'categories-admin',
  routes: [categoryAdminRoutes],
  createServices: ({ db, services }: ServiceContext<{ audit: AuditService; catalog: CatalogService }>) => ({
    categoriesAdmin: new CategoryAdminService(db, services),
  }),
} as const satisfies ApiModule;
