import { routeNamespace } from '~/lib/i18n';

/**
 * The repeat purchases' texts, named by the routes that show them (and by the product page's
 * form when it loads), so that other pages do not carry them.
 */
export const repeatPurchasesTranslations = routeNamespace('repeat-purchases', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
