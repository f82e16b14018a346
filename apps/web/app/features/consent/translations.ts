import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/banner/el.json';
import en from './locales/banner/en.json';

/** The banner's texts, registered when the banner's module loads: a page whose visitor has chosen carries none. */
export const consentBannerTranslations: RouteNamespace = { namespace: 'consent-banner', bundles: { el, en } };
