import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { MailService } from '../mail/index.ts';
import type { NewsletterService } from '../newsletter/index.ts';
import { abandonedCartJobs, devAbandonedCartRoutes } from './jobs.ts';
import { abandonedCartMessages } from './messages.ts';
import { abandonedCartRoutes } from './routes.ts';
import { AbandonedCartService } from './service.ts';

export type { AbandonedCartService } from './service.ts';

export const abandonedCartsModule = {
  name: 'abandoned-carts',
  routes: [abandonedCartRoutes, abandonedCartJobs],
  devRoutes: [devAbandonedCartRoutes],
  messages: abandonedCartMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    customers: CustomerService;
    mail: MailService;
    newsletter: NewsletterService;
  }>) => ({
    abandonedCarts: new AbandonedCartService(db, services, {
      ...config.abandonedCarts,
      publicUrl: config.publicUrl,
      shopName: config.shopName,
      secret: config.secret,
    }),
  }),
} as const satisfies ApiModule;
