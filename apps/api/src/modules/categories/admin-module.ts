import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import { categoryAdminRoutes } from './admin-routes.ts';
import { CategoryAdminService } from './admin-service.ts';
import type { CategoryService } from './service.ts';

/** Staff calls of the category tree (after the audit log; the catalogue hears of their changes through `CategoryService`). */
export const categoriesAdminModule = {
  name: 'categories-admin',
  routes: [categoryAdminRoutes],
  createServices: ({
    db,
    services,
  }: ServiceContext<{ audit: AuditService; categories: CategoryService }>) => ({
    categoriesAdmin: new CategoryAdminService(db, services),
  }),
} as const satisfies ApiModule;
