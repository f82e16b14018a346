/** What the rest of the storefront uses of gift cards: the buyer's page. */
export { GiftCardsPage } from './components/gift-cards-page';
export { giftCardsTranslations } from './translations';
