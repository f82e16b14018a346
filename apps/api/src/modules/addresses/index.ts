import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { GeoService } from '../geo/index.ts';
import { addressMessages } from './messages.ts';
import { addressRoutes } from './routes.ts';
import { AddressService } from './service.ts';

export { eraseAddressesOf } from './own-data.ts';
export type { AddressService } from './service.ts';

export const addressesModule = {
  name: 'addresses',
  routes: [addressRoutes],
  messages: addressMessages,
  createServices: ({ db, services }: ServiceContext<{ geo: GeoService }>) => ({
    addresses: new AddressService(db, services.geo),
  }),
} as const satisfies ApiModule;
