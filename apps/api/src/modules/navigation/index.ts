import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import { navigationAdminRoutes } from './admin-routes.ts';
import { navigationMessages } from './messages.ts';
import { NavigationAdmin } from './navigation-admin.ts';
import { navigationRoutes } from './routes.ts';
import { NavigationService } from './service.ts';

export const navigationModule = {
  name: 'navigation',
  routes: [navigationRoutes, navigationAdminRoutes],
  messages: navigationMessages,
  createServices: ({ db, services }: ServiceContext<{ audit: AuditService }>) => ({
    navigation: new NavigationService(db),
    navigationAdmin: new NavigationAdmin(db, services.audit),
  }),
} as const satisfies ApiModule;
