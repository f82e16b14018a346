import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/service.ts';
import { loyaltyMessages } from './messages.ts';
import { LoyaltyService } from './service.ts';

export const loyaltyModule = {
  name: 'loyalty',
  messages: loyaltyMessages,
  createServices: ({ config, db, services }: ServiceContext<{ catalog: CatalogService }>) => ({
    loyalty: new LoyaltyService(db, services.catalog, config.loyaltyPointsPerEuro),
  }),
} as const satisfies ApiModule;
