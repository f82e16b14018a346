import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The loyalty page's texts, registered by the route that shows it only. */
export const loyaltyTranslations: RouteNamespace = { namespace: 'loyalty', bundles: { el, en } };
