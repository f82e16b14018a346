import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useProfile } from '../api/get-profile';

const LINKS = [
  { to: '/profile/account', label: 'profile.account', text: 'profile.account_text' },
  { to: '/profile/addresses', label: 'profile.addresses', text: 'profile.addresses_text' },
  { to: '/profile/orders', label: 'profile.orders' },
  { to: '/profile/wishlists', label: 'profile.wishlists' },
  { to: '/profile/loyalty', label: 'profile.loyalty' },
  { to: '/profile/gift-cards', label: 'profile.gift_cards', text: 'profile.gift_cards_text' },
  { to: '/profile/coupons', label: 'profile.coupons', text: 'profile.coupons_text' },
  { to: '/profile/referrals', label: 'profile.referrals', text: 'profile.referrals_text' },
  { to: '/profile/repeat-purchases', label: 'repeat-purchases:menu', text: 'repeat-purchases:menu_text' },
  { to: '/profile/appointments', label: 'appointments:menu', text: 'appointments:menu_text' },
] as const;

export function ProfileOverview() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { data: profile } = useProfile(language);
  const name = [profile?.fnm, profile?.lnm].filter(Boolean).join(' ');
  return (
    <section className="container-page py-10">
      <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
      <p className="mt-2 text-muted">{name ? t('profile.hello', { name }) : t('profile.hello_anonymous')}</p>
      {profile && <p className="text-sm text-muted">{profile.eml}</p>}
      <nav aria-label={t('profile.nav')} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map((link) => (
          <LocalizedLink
            key={link.to}
            to={link.to}
            className="rounded-lg border border-line p-5 hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="block font-medium">{t(link.label)}</span>
            {'text' in link && <span className="mt-1 block text-sm text-muted">{t(link.text)}</span>}
          </LocalizedLink>
        ))}
        <LocalizedLink
          to="/logout"
          className="rounded-lg border border-line p-5 font-medium hover:bg-brand-50"
        >
          {t('profile.logout')}
        </LocalizedLink>
      </nav>
    </section>
  );
}
