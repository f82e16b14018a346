/** What the rest of the storefront uses of returns: an order's returns and the form that asks one. */
export { OrderReturns } from './components/order-returns';
export { returnsTranslations } from './translations';
