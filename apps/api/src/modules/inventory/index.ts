import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { inventoryMessages } from './messages.ts';
import { InventoryService } from './service.ts';

export type {
  InventoryService,
  Reservation,
  StockActor,
  StockChange,
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
  messages: inventoryMessages,
  createServices: ({ db }: ServiceContext) => ({
    inventory: new InventoryService(db),
  }),
} as const satisfies ApiModule;
