import { routeNamespace } from '~/lib/i18n';

/** The coupons wallet's and the offers page's texts, named by those routes only. */
export const promotionTranslations = routeNamespace('promotions', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
