import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/events/el.json';
import en from './locales/events/en.json';

/** The events pages' texts (`content-events`), registered by the routes that show events. */
export const eventTranslations: RouteNamespace = { namespace: 'content-events', bundles: { el, en } };
