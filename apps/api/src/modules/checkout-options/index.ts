import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { BoxNowClient } from './boxnow-client.ts';
import { ParcelLockerDirectory } from './lockers.ts';
import { checkoutOptionMessages } from './messages.ts';
import { checkoutOptionRoutes } from './routes.ts';
import { CheckoutOptionsService } from './service.ts';

export const checkoutOptionsModule = {
  name: 'checkout-options',
  routes: [checkoutOptionRoutes],
  messages: checkoutOptionMessages,
  createServices: ({ config, db, log }: ServiceContext) => ({
    checkoutOptions: new CheckoutOptionsService(db, config.pricing.rulesCacheSeconds),
    parcelLockers: new ParcelLockerDirectory(db, config.boxNow && new BoxNowClient(config.boxNow), log),
  }),
} as const satisfies ApiModule;
export type { CheckoutOptionsService } from './service.ts';
