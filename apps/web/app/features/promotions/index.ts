/** What the routes use of promotions: the coupons wallet and the offers page. */
export { getOffers } from './api/get-offers';
export { CouponsWallet } from './components/coupons-wallet';
export { OffersList } from './components/offers-list';
export { promotionTranslations } from './translations';
