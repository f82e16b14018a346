/** What the rest of the storefront uses of loyalty: the points page and the floating health assistant. */
export { HealthAssistant } from './components/health-assistant';
export { LoyaltyPage } from './components/loyalty-page';
export { loyaltyTranslations } from './translations';
