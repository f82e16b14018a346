import type { ApiModule } from '../../lib/api-module.ts';
import { navigationMessages } from './messages.ts';
import { navigationRoutes } from './routes.ts';
import { NavigationService } from './service.ts';

export const navigationModule = {
  name: 'navigation',
  routes: [navigationRoutes],
  messages: navigationMessages,
  createServices: ({ db }) => ({
    navigation: new NavigationService(db),
  }),
} as const satisfies ApiModule;
