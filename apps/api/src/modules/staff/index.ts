import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import { staffAdminRoutes } from './admin-routes.ts';
import { StaffAdminService } from './admin-service.ts';
import { staffMessages } from './messages.ts';
import { staffRoutes } from './routes.ts';
import { StaffService } from './service.ts';

export type { StaffService } from './service.ts';

export const staffModule = {
  name: 'staff',
  routes: [staffRoutes, staffAdminRoutes],
  messages: staffMessages,
  createServices: ({ config, db, services }: ServiceContext<{ audit: AuditService }>) => ({
    staff: new StaffService(db, config.secret, services.audit),
    staffAdmin: new StaffAdminService(db, services.audit),
  }),
} as const satisfies ApiModule;
