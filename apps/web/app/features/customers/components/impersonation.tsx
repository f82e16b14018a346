import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { impersonateCustomer } from '../api/impersonate-customer';
import { AuthCard } from './auth-card';
import { useSignIn } from './use-sign-in';

/** A SalesPerson's single-use link: the customer's session is stored and the account opens. */
export function Impersonation({ guid }: { guid: string }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const signIn = useSignIn();
  const { mutate, error } = useMutation({
    mutationFn: () => impersonateCustomer(language, guid),
    onSuccess: (session) => signIn(session),
  });
  // The link works once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return (
    <AuthCard title={t('impersonate.title')}>
      {error ? (
        <p role="alert" className="text-sale">
          {error instanceof ApiRequestError && error.body ? error.body.message : t('common:generic_error')}
        </p>
      ) : (
        <p aria-busy="true">{t('impersonate.working')}</p>
      )}
    </AuthCard>
  );
}
