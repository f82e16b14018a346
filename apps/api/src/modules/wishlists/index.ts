import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { CatalogService } from '../catalog/index.ts';
import { wishlistMessages } from './messages.ts';
import { wishlistRoutes } from './routes.ts';
import { WishlistService } from './service.ts';

export { eraseWishlistsOf } from './own-data.ts';
export type { WishlistService } from './service.ts';

export const wishlistsModule = {
  name: 'wishlists',
  routes: [wishlistRoutes],
  messages: wishlistMessages,
  createServices: ({ db, services }: ServiceContext<{ catalog: CatalogService }>) => ({
    wishlists: new WishlistService(db, services.catalog),
  }),
} as const satisfies ApiModule;
