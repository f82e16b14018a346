import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import { contentMessages } from './messages.ts';
import { contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export const contentModule = {
  name: 'content',
  routes: [contentRoutes],
  messages: contentMessages,
  createServices: ({ db, services }: ServiceContext<{ loyalty: LoyaltyService }>) => ({
    content: new ContentService(db, services.loyalty),
  }),
} as const satisfies ApiModule;
