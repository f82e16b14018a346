import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { InventoryService } from './service.ts';

export { type InventoryService, type StockLine, stockKey } from './service.ts';

export const inventoryModule = {
  name: 'inventory',
  createServices: ({ db }: ServiceContext) => ({
    inventory: new InventoryService(db),
  }),
} as const satisfies ApiModule;
