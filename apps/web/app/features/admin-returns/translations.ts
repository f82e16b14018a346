import { routeNamespace } from '~/lib/i18n';

/** The returns inbox's texts, named by its page only. */
export const returnsTranslations = routeNamespace('admin-returns', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
