/** The back office's figures of the cart reminders: reminders sent, carts and revenue recovered. */
export { type AbandonedCartsData, AbandonedCartsPage } from './abandoned-carts-page';
