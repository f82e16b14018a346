import { routeNamespace } from '~/lib/i18n';

/** The events pages' texts (`content-events`), named by the routes that show events. */
export const eventTranslations = routeNamespace('content-events', {
  el: () => import('./locales/events/el.json'),
  en: () => import('./locales/events/en.json'),
});
