import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The articles', videos' and contributors' texts, registered by their routes only, so other pages do not carry them. */
export const contentTranslations: RouteNamespace = { namespace: 'content', bundles: { el, en } };
