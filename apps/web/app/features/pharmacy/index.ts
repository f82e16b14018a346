/** What the storefront uses of the pharmacy's legal identity: the trust block (footer, who-we-are page) and its query for loaders. */
export { pharmacyDetailsQuery } from './api/pharmacy-details';
export { PharmacyTrustBlock } from './components/pharmacy-trust-block';
