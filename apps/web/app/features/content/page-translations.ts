import { routeNamespace } from '~/lib/i18n';

/** The content pages' texts (`content-pages`), named by the content page's route only. */
export const contentPageTranslations = routeNamespace('content-pages', {
  el: () => import('./locales/pages/el.json'),
  en: () => import('./locales/pages/en.json'),
});
