import { routeNamespace } from '~/lib/i18n';

/** The contact page's texts, named by its route only, so other pages do not carry them. */
export const contactTranslations = routeNamespace('contact', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
