import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { geoRoutes } from './routes.ts';
import { GeoService } from './service.ts';

export type { GeoService } from './service.ts';

export const geoModule = {
  name: 'geo',
  routes: [geoRoutes],
  createServices: ({ db }: ServiceContext) => ({ geo: new GeoService(db) }),
} as const satisfies ApiModule;
