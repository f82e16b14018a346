/** What the storefront uses of the pharmacy's legal identity: the trust block (footer, who-we-are page) and its call for loaders. */
export { getPharmacyDetails } from './api/pharmacy-details';
export { PharmacyTrustBlock } from './components/pharmacy-trust-block';
