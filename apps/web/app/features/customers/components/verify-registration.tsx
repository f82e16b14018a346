import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { verifyRegistration } from '../api/verify-registration';
import { AuthCard } from './auth-card';

/** Opens the mailed link once; the API's answer (verified, expired, used) is shown as it is. */
export function VerifyRegistration({ guid }: { guid: string }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { mutate, data, error, isPending, isIdle } = useMutation({
    mutationFn: () => verifyRegistration(language, guid),
  });
  // The link works once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const failure =
    error instanceof ApiRequestError && error.body ? error.body.message : t('common:generic_error');
  return (
    <AuthCard title={t('verify.title')}>
      {(isIdle || isPending) && <p aria-busy="true">{t('verify.checking')}</p>}
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
