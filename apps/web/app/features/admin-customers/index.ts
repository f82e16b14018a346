/** The back office's customers: list and detail. */
export { CustomerDetail } from './customer-detail';
export { CustomerList } from './customer-list';
