import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { StaffService } from '../staff/index.ts';
// ---- Picking and packing (decision 047) ----
import { pickingMessages } from './picking-messages.ts';
import { pickingRoutes } from './picking-routes.ts';
import { PickingService } from './picking-service.ts';

export type { PickingService } from './picking-service.ts';
// ---- end of picking and packing ----

/**
 * The fulfilment workflow (issue 27): it reads orders and stock through their services and moves
 * orders through the orders service. Picking and packing per location (decision 047).
 */
export const fulfilmentModule = {
  name: 'fulfilment',
  routes: [pickingRoutes],
  messages: { el: { ...pickingMessages.el }, en: { ...pickingMessages.en } },
  createServices: ({
    db,
    services,
  }: ServiceContext<{ inventory: InventoryService; orders: OrdersService; staff: StaffService }>) => ({
    picking: new PickingService(db, services),
  }),
} as const satisfies ApiModule;
