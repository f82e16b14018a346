import { routeNamespace } from '~/lib/i18n';

/** The back office's texts: named by its routes only, so no shopper's page carries them. */
export const adminTranslations = routeNamespace('admin', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
