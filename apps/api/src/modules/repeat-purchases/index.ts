import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { devRepeatPurchaseRoutes } from './dev-routes.ts';
import { repeatPurchaseMessages } from './messages.ts';
import { repeatPurchaseRoutes } from './routes.ts';
import { RepeatPurchaseService } from './service.ts';
import { repeatPurchaseSweepJob } from './sweep-job.ts';

export { eraseRepeatPurchasesOf } from './own-data.ts';
export type { RepeatPurchaseService } from './service.ts';

export const repeatPurchasesModule = {
  name: 'repeat-purchases',
  routes: [repeatPurchaseRoutes, repeatPurchaseSweepJob],
  devRoutes: [devRepeatPurchaseRoutes],
  messages: repeatPurchaseMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    customers: CustomerService;
    orders: OrdersService;
    mail: MailService;
  }>) => ({
    repeatPurchases: new RepeatPurchaseService(
      db,
      services.catalog,
      services.customers,
      services.orders,
      services.mail,
      {
        reminderDays: config.repeatPurchases.reminderDays,
        publicUrl: config.publicUrl,
        shopName: config.shopName,
        secret: config.secret,
      },
    ),
  }),
} as const satisfies ApiModule;
