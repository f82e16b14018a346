import { routeNamespace } from '~/lib/i18n';

/** The home page's and the landing pages' texts, named by those routes only. */
export const merchandisingTranslations = routeNamespace('merchandising', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
