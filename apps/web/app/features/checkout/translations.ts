import { routeNamespace } from '~/lib/i18n';

/** The checkout's texts, named by its routes only, so other pages do not carry them. */
export const checkoutTranslations = routeNamespace('checkout', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
