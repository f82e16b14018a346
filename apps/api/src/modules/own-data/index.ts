import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { GoogleIdTokenVerifier } from '../customers/index.ts';
import { ownDataMessages } from './messages.ts';
import { ownDataRoutes } from './routes.ts';
import { type OwnDataOwners, OwnDataService } from './service.ts';

/**
 * The customer's own data (decision 024), a workflow across every domain that keeps something of
 * a customer: registered after all of them, since it asks each of them for its part.
 */
export const ownDataModule = {
  name: 'own-data',
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
