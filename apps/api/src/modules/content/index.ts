import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { AuditService } from '../audit/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
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
import { contentPictureRoutes } from './picture-routes.ts';
import { ContentPictures } from './pictures.ts';
import { contentRoutes } from './routes.ts';
import { ContentService } from './service.ts';
import { ContentStaffPageReads } from './staff-page-reads.ts';
import { contentStaffPageRoutes } from './staff-page-routes.ts';
import { ContentStaffPageWrites } from './staff-page-writes.ts';
import { ContentStaffReads } from './staff-reads.ts';
import { contentStaffRoutes } from './staff-routes.ts';
import { ContentStaffWrites } from './staff-writes.ts';

export { renderContent } from './render.ts';
export type { ContentStaffPageReads } from './staff-page-reads.ts';

export const contentModule = {
  name: 'content',
  routes: [
    contentRoutes,
    contentPagesRoutes,
    faqRoutes,
    customContentRoutes,
    eventRoutes,
    contentAdminRoutes,
    contentStaffRoutes,
    contentStaffPageRoutes,
    contentPictureRoutes,
  ],
  messages: {
    el: { ...contentMessages.el, ...contentPagesMessages.el },
    en: { ...contentMessages.en, ...contentPagesMessages.en },
  },
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ audit: AuditService; loyalty: LoyaltyService }>) => {
    const staffReads = new ContentStaffReads(db);
    const staffPageReads = new ContentStaffPageReads(db);
    return {
      content: new ContentService(db, services.loyalty),
      contentEvents: new EventsService(db),
      contentAdmin: new ContentAdminService(db, config.mediaDir, services.audit),
      contentPictures: new ContentPictures(db, config.mediaDir, services.audit),
      contentPages: new ContentPagesService(db),
      faqs: new FaqService(db),
      customContent: new CustomContentService(db),
      entityUrls: new EntityUrlService(db),
      contentStaffReads: staffReads,
      contentStaffWrites: new ContentStaffWrites(db, services.audit, staffReads),
      contentStaffPageReads: staffPageReads,
      contentStaffPageWrites: new ContentStaffPageWrites(db, services.audit, staffPageReads),
    };
  },
} as const satisfies ApiModule;
