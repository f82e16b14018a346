export { CustomerDetail } from './customer-detail';
export { CustomerList } from './customer-list';
