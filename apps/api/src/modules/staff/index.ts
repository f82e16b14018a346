import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { staffMessages } from './messages.ts';
import { staffRoutes } from './routes.ts';
import { StaffService } from './service.ts';

export const staffModule = {
  name: 'staff',
  routes: [staffRoutes],
  messages: staffMessages,
  createServices: ({ config, db }: ServiceContext) => ({ staff: new StaffService(db, config.secret) }),
} as const satisfies ApiModule;
