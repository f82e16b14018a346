/** What the routes use of the checkout: its frame, its steps and the payment pages. */
export type { ReturningProvider } from './api/payments';
export type { CheckoutStage } from './checkout-steps';
export { CheckoutLayout } from './components/checkout-layout';
export { CheckoutLoginPage } from './components/checkout-login-page';
export { FailurePage } from './components/failure-page';
export { InformationPage } from './components/information-page';
export { PaymentRequestPage } from './components/payment-request-page';
export { PaymentReturnPage } from './components/payment-return-page';
export { ShippingPaymentPage } from './components/shipping-payment-page';
export { SuccessPage } from './components/success-page';
export { checkoutTranslations } from './translations';
