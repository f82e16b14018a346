import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The back office's texts: registered by its routes only, so no shopper's page carries them. */
export const adminTranslations: RouteNamespace = { namespace: 'admin', bundles: { el, en } };
