import { routeNamespace } from '~/lib/i18n';

/** The picking, packing and shipping texts, named by those pages only. */
export const fulfilmentTranslations = routeNamespace('admin-fulfilment', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
