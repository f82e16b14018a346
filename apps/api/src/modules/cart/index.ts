import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import { cartMessages } from './messages.ts';
import { cartRoutes } from './routes.ts';
import { CartService } from './service.ts';

export { type CustomerCart, customerCart, idleCustomerCarts } from './idle-carts.ts';
export { eraseCartOf } from './own-data.ts';
export type { CartService } from './service.ts';

export const cartModule = {
  name: 'cart',
  routes: [cartRoutes],
  messages: cartMessages,
  createServices: ({ db, services }: ServiceContext<{ catalog: CatalogService }>) => ({
    cart: new CartService(db, services.catalog),
  }),
} as const satisfies ApiModule;
