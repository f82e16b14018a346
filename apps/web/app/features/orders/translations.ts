import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The order pages' texts, registered by the routes that show orders only. */
export const ordersTranslations: RouteNamespace = { namespace: 'orders', bundles: { el, en } };
