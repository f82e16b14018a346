/** What the rest of the storefront uses of gift cards: the buyer's page and an order's cards. */
export { GiftCardsPage } from './components/gift-cards-page';
export { OrderGiftCards } from './components/order-gift-cards';
export { giftCardsTranslations } from './translations';
