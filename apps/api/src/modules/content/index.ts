import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import { contentAdminRoutes } from './admin-routes.ts';
import { ContentAdminService } from './admin-service.ts';
import { eventRoutes } from './events-routes.ts';
import { EventsService } from './events-service.ts';
import { contentMessages } from './messages.ts';
import { contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export const contentModule = {
  name: 'content',
  routes: [contentRoutes, eventRoutes, contentAdminRoutes],
  messages: contentMessages,
  createServices: ({ config, db, services }: ServiceContext<{ loyalty: LoyaltyService }>) => ({
    content: new ContentService(db, services.loyalty),
    contentEvents: new EventsService(db),
    contentAdmin: new ContentAdminService(db, config.mediaDir),
  }),
} as const satisfies ApiModule;
