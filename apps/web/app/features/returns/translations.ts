import { routeNamespace } from '~/lib/i18n';

/** The returns' texts, named by the order page's route only. */
export const returnsTranslations = routeNamespace('returns', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
