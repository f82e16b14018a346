import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useSingleUseLink } from '~/lib/use-single-use-link';
import { useTranslation } from '~/lib/use-translation';
import { verifyRegistration } from '../api/verify-registration';
import { AuthCard } from './auth-card';

/** Opens the mailed link once; the API's answer (verified, expired, used) is shown as it is. */
export function VerifyRegistration({ guid }: { guid: string }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { data, error, waiting, failure } = useSingleUseLink(() => verifyRegistration(language, guid));
  return (
    <AuthCard title={t('verify.title')}>
      {waiting && <p aria-busy="true">{t('verify.checking')}</p>}
      {data && <p role="status">{data.message}</p>}
      {error && (
        <p role="alert" className="text-sale">
          {failure}
        </p>
      )}
      {(data || error) && (
        <LocalizedLink
          to="/login"
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-white"
        >
          {t('verify.login')}
        </LocalizedLink>
      )}
    </AuthCard>
  );
}
