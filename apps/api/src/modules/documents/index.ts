import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { GeoService } from '../geo/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { TaxRegistryService } from '../tax-registry/index.ts';
import { DocumentsService } from './service.ts';

/** Receipts, invoices and credit notes of orders, and their transmission to AADE's myDATA (decision 043). */
export const documentsModule = {
  name: 'documents',
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{ orders: OrdersService; geo: GeoService; taxRegistry: TaxRegistryService }>) => {
    const documents = new DocumentsService(
      db,
      services,
      { codIssueOn: config.documents.codIssueOn, transmits: config.documents.myData !== undefined },
      log,
    );
    documents.listenTo(services.orders);
    return { documents };
  },
} as const satisfies ApiModule;
