/** What the rest of the storefront uses of sales documents: an order's receipts, invoices and credit notes. */
export { downloadDocument, useOrderDocuments } from './api/order-documents';
export { OrderDocuments } from './components/order-documents';
export { documentsTranslations } from './translations';
