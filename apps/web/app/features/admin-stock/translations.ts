import { routeNamespace } from '~/lib/i18n';

/** The stock screen's texts, named by its page only. */
export const stockTranslations = routeNamespace('admin-stock', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
