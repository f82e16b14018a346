import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The coupons wallet's and the offers page's texts, registered by those routes only. */
export const promotionTranslations: RouteNamespace = { namespace: 'promotions', bundles: { el, en } };
