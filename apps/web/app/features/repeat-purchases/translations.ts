import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/**
 * The repeat purchases' texts, registered by the routes that show them (and by the product page's
 * form when it loads), so that other pages do not carry them.
 */
export const repeatPurchasesTranslations: RouteNamespace = {
  namespace: 'repeat-purchases',
  bundles: { el, en },
};
