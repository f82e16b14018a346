import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { GoogleIdTokenVerifier } from './google.ts';
import { ownDataMessages } from './own-data-messages.ts';
import { ownDataRoutes } from './own-data-routes.ts';
import { type OwnDataOwners, OwnDataService } from './own-data-service.ts';

/**
 * The customer's own data, part of the customers domain but registered after every domain that
 * keeps something of a customer, since it asks each of them for its part.
 */
export const customerOwnDataModule = {
  name: 'customers',
  routes: [ownDataRoutes],
  messages: ownDataMessages,
  createServices: ({ config, db, services }: ServiceContext<OwnDataOwners>) => ({
    ownData: new OwnDataService(
      db,
      services,
      new GoogleIdTokenVerifier(config.auth.googleClientId, config.auth.googleJwksUrl),
      { shopName: config.shopName, orderRetentionYears: config.orderRetentionYears },
    ),
  }),
} as const satisfies ApiModule;
