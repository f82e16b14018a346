import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { auditAdminRoutes } from './routes.ts';
import { AuditService } from './service.ts';

export const auditModule = {
  name: 'audit',
  routes: [auditAdminRoutes],
  createServices: ({ db }: ServiceContext) => ({ audit: new AuditService(db) }),
} as const satisfies ApiModule;
export type { AuditService } from './service.ts';
