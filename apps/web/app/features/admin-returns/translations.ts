import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The returns inbox's texts, registered by its page only. */
export const returnsTranslations: RouteNamespace = { namespace: 'admin-returns', bundles: { el, en } };
