import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The picking, packing and shipping texts, registered by those pages only. */
export const fulfilmentTranslations: RouteNamespace = { namespace: 'admin-fulfilment', bundles: { el, en } };
