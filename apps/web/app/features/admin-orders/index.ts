export { OrderDetail } from './order-detail';
export { OrderList } from './order-list';
export { Panel } from './order-parts';
export { OrderPrint } from './order-print';
export { statusKey } from './order-status';
export { staffStatusChangeSchema, statusChangeInput } from './status-change';
