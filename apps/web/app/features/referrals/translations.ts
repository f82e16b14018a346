import { routeNamespace } from '~/lib/i18n';

/** The referral texts, named by the referrals page and by the refer dialog when it loads. */
export const referralTranslations = routeNamespace('referrals', {
  el: () => import('./locales/route/el.json'),
  en: () => import('./locales/route/en.json'),
});
