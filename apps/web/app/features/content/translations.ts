import { routeNamespace } from '~/lib/i18n';

/** The articles', videos' and contributors' texts, named by their routes only, so other pages do not carry them. */
export const contentTranslations = routeNamespace('content', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
