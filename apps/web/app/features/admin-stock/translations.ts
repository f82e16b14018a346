import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The stock screen's texts, registered by its page only. */
export const stockTranslations: RouteNamespace = { namespace: 'admin-stock', bundles: { el, en } };
