import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The contact page's texts, registered by its route only, so other pages do not carry them. */
export const contactTranslations: RouteNamespace = { namespace: 'contact', bundles: { el, en } };
