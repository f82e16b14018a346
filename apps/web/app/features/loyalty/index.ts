/** What the rest of the storefront uses of loyalty: the points page, the header's health assistant and the customer's tier. */
export { useMyTierCode } from './api/get-tier-profile';
export { HealthAssistant } from './components/health-assistant';
export { LoyaltyPage } from './components/loyalty-page';
export { loyaltyTranslations } from './translations';
