/**
 * Fulfilment's back office: picking lists per location and day, packing orders (decision 047),
 * and the packed orders' vouchers, labels, the day's close and COD reports (decision 046).
 */
export { packInput } from './pack-order';
export { voucherInput } from './packed-orders';
export { PickingPage } from './picking-page';
export { type ShippingData, ShippingPage } from './shipping-page';
export { fulfilmentTranslations } from './translations';
