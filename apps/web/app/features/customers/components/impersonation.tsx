import { useLanguage } from '~/lib/language';
import { useSingleUseLink } from '~/lib/use-single-use-link';
import { useTranslation } from '~/lib/use-translation';
import { impersonateCustomer } from '../api/impersonate-customer';
import { AuthCard } from './auth-card';
import { useSignIn } from './use-sign-in';

/** A SalesPerson's single-use link: the customer's session is stored and the account opens. */
export function Impersonation({ guid }: { guid: string }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const signIn = useSignIn();
  const { error, failure } = useSingleUseLink(
    () => impersonateCustomer(language, guid),
    (session) => signIn(session),
  );
  return (
    <AuthCard title={t('impersonate.title')}>
      {error ? (
        <p role="alert" className="text-sale">
          {failure}
        </p>
      ) : (
        <p aria-busy="true">{t('impersonate.working')}</p>
      )}
    </AuthCard>
  );
}
