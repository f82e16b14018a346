/** What the rest of the storefront uses of the cart. */
export { pushAnalytics } from './analytics';
export { buildTotalsRequest, type TotalsInputs } from './build-totals-request';
export { addLinesToCart, emptyCartAfterOrder, holdsGiftCardsOnly } from './cart-actions';
export { readCartLinesForReminder, useCartCount, useCartLines } from './cart-storage';
export { AddToCartButton } from './components/add-to-cart-button';
export { AddToCartDialogHost } from './components/add-to-cart-dialog-host';
export { CardAddToCart } from './components/card-add-to-cart';
export { CartLinkPage } from './components/cart-link-page';
export { CartPage } from './components/cart-page';
export { CartPanelLines } from './components/cart-panel-lines';
export { CartRuntime } from './components/cart-runtime';
export { LinesToCartPage } from './components/lines-to-cart-page';
export { RedemptionFields, ReductionRows } from './components/redemption-fields';
export { TotalsRow } from './components/totals-row';
export { useAddToCart } from './use-add-to-cart';
export { useDebouncedValue } from './use-debounced-value';
export { useTotalsInputs } from './use-totals-inputs';
export { useTotalsRequest } from './use-totals-request';
