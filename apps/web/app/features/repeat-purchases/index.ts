/** What the rest of the storefront uses of repeat purchases. */
export { OrderRepeatControl } from './components/order-repeat-control';
export { ProductRepeatControl } from './components/product-repeat-control';
export { ReminderLinkPage } from './components/reminder-link-page';
export { RepeatPurchasesPage } from './components/repeat-purchases-page';
export { repeatPurchasesTranslations } from './translations';
