import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useProfile } from '../api/get-profile';
import { OwnDataSettings } from './own-data-settings';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** profile/account: the profile form, the password form and the customer's own data. */
export function AccountSettings() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { data: profile, error } = useProfile(language);
  const failed = error !== undefined;
  return (
    <section className="container-page py-10">
      <LocalizedLink to="/profile" className="text-sm text-brand-700 underline">
        {t('profile.title')}
      </LocalizedLink>
      <h1 className="mt-2 text-2xl font-semibold">{t('account.title')}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <div className="rounded-lg border border-line p-6">
          {profile ? (
            <ProfileForm profile={profile} />
          ) : (
            <p aria-busy={!failed}>{failed ? t('common:generic_error') : t('loading')}</p>
          )}
        </div>
        <div className="rounded-lg border border-line p-6">
          <PasswordForm />
        </div>
      </div>
      <OwnDataSettings />
    </section>
  );
}
