/** What the shell and the routes use of referrals: the refer dialog, its opener and the profile page. */
export { ReferButton, ReferDialogHost } from './components/refer-dialog-host';
export { ReferralsPage } from './components/referrals-page';
export { referralTranslations } from './translations';
