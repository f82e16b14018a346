import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The checkout's texts, registered by its routes only, so other pages do not carry them. */
export const checkoutTranslations: RouteNamespace = { namespace: 'checkout', bundles: { el, en } };
