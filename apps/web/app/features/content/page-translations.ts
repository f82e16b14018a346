import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/pages/el.json';
import en from './locales/pages/en.json';

/** The content pages' texts (`content-pages`), registered by the content page's route only. */
export const contentPageTranslations: RouteNamespace = { namespace: 'content-pages', bundles: { el, en } };
