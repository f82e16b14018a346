/** What the rest of the storefront uses of orders: tracking, history and one order's view. */
export { useOrder } from './api/get-order';
export { BankAccounts } from './components/bank-accounts';
export { OrderDetailsView } from './components/order-details-view';
export { OrderHistoryPage } from './components/order-history-page';
export { OrderStatusLabel } from './components/order-status-label';
export { ProfileOrderPage } from './components/profile-order-page';
export { TrackOrderPage } from './components/track-order-page';
export { TrackingParcels } from './components/tracking-parcels';
export { ordersTranslations } from './translations';
