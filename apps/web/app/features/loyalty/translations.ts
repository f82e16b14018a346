import { routeNamespace } from '~/lib/i18n';

/** The loyalty page's texts, named by the route that shows it only. */
export const loyaltyTranslations = routeNamespace('loyalty', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
