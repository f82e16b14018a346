import type { ApiModule, ServiceContext } from '../../lib/api-module.ts';
import type { GeoService } from '../geo/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PharmacyService } from '../pharmacy/index.ts';
import type { TaxRegistryService } from '../tax-registry/index.ts';
import { DocumentAdmin } from './admin.ts';
import { documentAdminRoutes } from './admin-routes.ts';
import { documentJobs } from './document-jobs.ts';
import { documentMessages } from './messages.ts';
import { MyDataRestClient } from './mydata-client.ts';
import { documentRoutes } from './routes.ts';
import { DocumentsService } from './service.ts';
import { DocumentTransmitter } from './transmission.ts';

export type { CreditLineRequest, PartialCreditRequest } from './partial-credit.ts';
export type { DocumentsService, IssuedDocument } from './service.ts';

/** Receipts, invoices and credit notes of orders, and their transmission to AADE's myDATA (decision 043). */
export const documentsModule = {
  name: 'documents',
  routes: [documentRoutes, documentAdminRoutes, documentJobs],
  messages: documentMessages,
  createServices: ({
    config,
    db,
    log,
    services,
  }: ServiceContext<{
    jobs: JobRunner;
    mail: MailService;
    orders: OrdersService;
    geo: GeoService;
    taxRegistry: TaxRegistryService;
    pharmacy: PharmacyService;
  }>) => {
    const { myData } = config.documents;
    const issuerVatNumber = services.pharmacy.details.vatNumber;
    if (myData && !issuerVatNumber)
      log.warn('MYDATA_* is set but PHARMACY_VAT_NUMBER is not: documents are not transmitted');
    const documentTransmitter =
      myData && issuerVatNumber
        ? new DocumentTransmitter(
            db,
            // Resolved on each call, so that tests can answer with recorded responses.
            new MyDataRestClient(myData, (input, init) => globalThis.fetch(input, init)),
            issuerVatNumber,
          )
        : undefined;
    const documents = new DocumentsService(
      db,
      services,
      { codIssueOn: config.documents.codIssueOn, transmits: documentTransmitter !== undefined },
      log,
    );
    documents.listenTo(services.orders);
    return { documents, documentTransmitter, documentAdmin: new DocumentAdmin(db, issuerVatNumber) };
  },
} as const satisfies ApiModule;
