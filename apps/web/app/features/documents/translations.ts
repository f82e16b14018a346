import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The order documents' texts, registered by the routes that show an order. */
export const documentsTranslations: RouteNamespace = { namespace: 'documents', bundles: { el, en } };
