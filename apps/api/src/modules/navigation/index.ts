import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CategoryService } from '../categories/service.ts';
import { navigationRoutes } from './routes.ts';
import { NavigationService } from './service.ts';

export const navigationModule = {
  name: 'navigation',
  routes: [navigationRoutes],
  createServices: ({ services }: ServiceContext<{ categories: CategoryService }>) => ({
    navigation: new NavigationService(services.categories),
  }),
} as const satisfies ApiModule;
