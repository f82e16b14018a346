import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { pharmacyRoutes } from './routes.ts';
import { PharmacyService } from './service.ts';

export { DEMO_PHARMACY, type PharmacyService } from './service.ts';

/** The online pharmacy's legal identity: who runs it, its licence, and where shoppers verify it. */
export const pharmacyModule = {
  name: 'pharmacy',
  routes: [pharmacyRoutes],
  createServices: ({ config, log }: ServiceContext) => ({ pharmacy: new PharmacyService(config, log) }),
} as const satisfies ApiModule;
