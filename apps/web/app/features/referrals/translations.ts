import type { RouteNamespace } from '~/lib/i18n';
import el from './locales/route/el.json';
import en from './locales/route/en.json';

/** The referral texts, registered by the referrals page and by the refer dialog when it loads. */
export const referralTranslations: RouteNamespace = { namespace: 'referrals', bundles: { el, en } };
