import { routeNamespace } from '~/lib/i18n';

/** The order documents' texts, named by the routes that show an order. */
export const documentsTranslations = routeNamespace('documents', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
