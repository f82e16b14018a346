/** Cookie and tracking consent, and the third-party scripts it lets in. */
export { ConsentBanner } from './components/consent-banner';
export { CookieSettingsButton } from './components/cookie-settings-button';
export { ThirdPartyScripts } from './components/third-party-scripts';
export { ConsentProvider } from './consent-context';
export { consentCookie, consentFromCookies } from './consent-cookie';
export { categoriesOfForm, returnPathOf } from './consent-form';
