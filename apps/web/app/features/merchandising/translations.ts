import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The home page's and the landing pages' texts, registered by those routes only. */
export const merchandisingTranslations: RouteNamespace = { namespace: 'merchandising', bundles: { el, en } };
