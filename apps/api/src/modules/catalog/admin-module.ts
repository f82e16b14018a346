import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import { translatorOf } from '../../lib/messages.ts';
import type { AuditService } from '../audit/index.ts';
import type { CategoryService } from '../categories/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import { CatalogCsv } from './admin-csv.ts';
import { catalogAdminMessages } from './admin-messages.ts';
import { catalogAdminRoutes } from './admin-routes.ts';
import { CatalogAdminService } from './admin-service.ts';
import { StockCsv } from './admin-stock-csv.ts';
import { stockCsvRoutes } from './admin-stock-routes.ts';
import type { CatalogService } from './service.ts';

/** The catalogue's staff calls: products, prices, stock, pictures and the CSV (after the audit log it writes to). */
export const catalogAdminModule = {
  name: 'catalog-admin',
  routes: [catalogAdminRoutes, stockCsvRoutes],
  messages: catalogAdminMessages,
  createServices: ({
    config,
    db,
    services,
  }: ServiceContext<{
    catalog: CatalogService;
    inventory: InventoryService;
    audit: AuditService;
    categories: CategoryService;
  }>) => ({
    catalogAdmin: new CatalogAdminService(db, config.mediaDir, services),
    catalogCsv: new CatalogCsv(db, services, translatorOf(catalogAdminMessages)),
    stockCsv: new StockCsv(db, services.inventory, translatorOf(catalogAdminMessages)),
  }),
} as const satisfies ApiModule;
