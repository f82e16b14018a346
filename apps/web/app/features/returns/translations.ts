import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The returns' texts, registered by the order page's route only. */
export const returnsTranslations: RouteNamespace = { namespace: 'returns', bundles: { el, en } };
