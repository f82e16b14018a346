/** Fulfilment's back office: picking lists per location and day, and packing orders (decision 047). */
export { packInput } from './pack-order';
export { PickingPage } from './picking-page';
export { fulfilmentTranslations } from './translations';
