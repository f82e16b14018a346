/** The back office's settings: checkout options (shipping, payment, stores, lockers), loyalty, audit log. */
export { AuditLog } from './audit/audit-log';
export { LockerPage } from './checkout-options/locker-page';
export {
  lockerSaveInput,
  paymentTypeSaveInput,
  shippingTypeSaveInput,
  storeSaveInput,
} from './checkout-options/options-input';
export { PaymentTypePage } from './checkout-options/payment-page';
export { ShippingTypePage } from './checkout-options/shipping-page';
export { StorePage } from './checkout-options/store-page';
export { loyaltySettingsInput } from './loyalty/loyalty-input';
export { LoyaltyPage } from './loyalty/loyalty-page';
