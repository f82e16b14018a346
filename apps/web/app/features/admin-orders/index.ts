/** The back office's orders: list, detail, status changes, the printed order, and parts other areas show. */
export { OrderDetail } from './order-detail';
export { OrderList } from './order-list';
export { Panel } from './order-parts';
export { OrderPrint } from './order-print';
export { statusKey } from './order-status';
export { staffStatusChangeSchema, statusChangeInput } from './status-change';
