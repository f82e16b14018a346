import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/service.ts';
import type { LoyaltyService } from '../loyalty/service.ts';
import { contentAdminRoutes } from './admin-routes.ts';
import { ContentAdminService } from './admin-service.ts';
import { customContentRoutes } from './custom-content-routes.ts';
import { CustomContentService } from './custom-content-service.ts';
import { EntityUrlService } from './entity-urls-service.ts';
import { eventRoutes } from './events-routes.ts';
import { EventsService } from './events-service.ts';
import { faqRoutes } from './faq-routes.ts';
import { FaqService } from './faq-service.ts';
import { contentMessages } from './messages.ts';
import { contentPagesMessages } from './pages-messages.ts';
import { contentPagesRoutes } from './pages-routes.ts';
import { ContentPagesService } from './pages-service.ts';
import { contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';

export const contentModule = {
  name: 'content',
  routes: [
    contentRoutes,
    contentPagesRoutes,
    faqRoutes,
    customContentRoutes,
    eventRoutes,
    contentAdminRoutes,
  ],
  messages: {
    el: { ...contentMessages.el, ...contentPagesMessages.el },
    en: { ...contentMessages.en, ...contentPagesMessages.en },
  },
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ audit: AuditService; loyalty: LoyaltyService }>) => ({
    content: new ContentService(db, services.loyalty),
    contentEvents: new EventsService(db),
    contentAdmin: new ContentAdminService(db, config.mediaDir, services.audit),
    contentPages: new ContentPagesService(db),
    faqs: new FaqService(db),
    customContent: new CustomContentService(db),
    entityUrls: new EntityUrlService(db),
  }),
} as const satisfies ApiModule;
