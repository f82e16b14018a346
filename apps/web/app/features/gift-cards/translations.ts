import { routeNamespace } from '~/lib/i18n';

/** The gift-card page's texts, named by the route that shows it only. */
export const giftCardsTranslations = routeNamespace('gift-cards', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
