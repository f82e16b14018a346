import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CustomerService } from '../customers/index.ts';
import type { LoyaltyService } from '../loyalty/index.ts';
import type { MailService } from '../mail/index.ts';
import { NewsletterAdminReads } from './admin-reads.ts';
import { newsletterAdminRoutes } from './admin-routes.ts';
import { newsletterMessages } from './messages.ts';
import { newsletterRoutes } from './routes.ts';
import { NewsletterService } from './service.ts';

export { eraseSubscriptionOf, newsletterExportOf, unsubscribeAddress } from './own-data.ts';
export type { NewsletterService } from './service.ts';

export const newsletterModule = {
  name: 'newsletter',
  routes: [newsletterRoutes, newsletterAdminRoutes],
  messages: newsletterMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{ mail: MailService; loyalty: LoyaltyService; customers: CustomerService }>) => ({
    newsletterAdmin: new NewsletterAdminReads(db),
    newsletter: new NewsletterService(
      db,
      { mail: services.mail, loyalty: services.loyalty, customers: services.customers },
      {
        publicUrl: config.publicUrl,
        shopName: config.shopName,
        secret: config.secret,
        points: config.newsletterPoints,
      },
    ),
  }),
} as const satisfies ApiModule;
export { type NewsletterConsent, newsletterConsents } from './export-consents.ts';
