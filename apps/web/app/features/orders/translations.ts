import { routeNamespace } from '~/lib/i18n';

/** The order pages' texts, named by the routes that show orders only. */
export const ordersTranslations = routeNamespace('orders', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
