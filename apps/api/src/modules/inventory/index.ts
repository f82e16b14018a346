import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { inventoryAdminRoutes } from './admin-routes.ts';
import { inventoryMessages } from './messages.ts';
import { InventoryService } from './service.ts';

export type {
  InventoryService,
  LocationStockLine,
  OrderTake,
  Reservation,
  StockActor,
  StockChange,
  StockItemLabel,
  StockKey,
  StockLine,
  StockLocation,
  StockPromise,
  StockShortage,
  StockTarget,
} from './service.ts';
export { stockKey } from './service.ts';

export const inventoryModule = {
  name: 'inventory',
  routes: [inventoryAdminRoutes],
  messages: inventoryMessages,
  createServices: ({ db }: ServiceContext) => ({
    inventory: new InventoryService(db),
  }),
} as const satisfies ApiModule;
