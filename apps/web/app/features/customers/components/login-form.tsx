import { loginRequestSchema } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { login } from '../api/login';
import { AuthCard } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';
import { useSignIn } from './use-sign-in';

/**
 * Sign in, then go to `next` (the account by default). `embedded` draws it as a panel of another
 * page (checkout-login) instead of a page of its own.
 */
export function LoginForm({ next = '/profile', embedded = false }: { next?: string; embedded?: boolean }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const signIn = useSignIn();
  const { errors, pending, onSubmit } = useContractForm(loginRequestSchema, async (body) =>
    signIn(await login(language, body), next),
  );

  return (
    <AuthCard title={t('login.title')} embedded={embedded}>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('login.title')}>
        <TextField name="eml" type="email" autoComplete="email" label={t('fields.eml')} errors={errors.eml} />
        <TextField
          name="pwd"
          type="password"
          autoComplete="current-password"
          label={t('fields.pwd')}
          errors={errors.pwd}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
          <LocalizedLink to="/forgot-password" className="text-sm text-brand-700 underline">
            {t('login.forgot')}
          </LocalizedLink>
        </div>
      </form>
      <GoogleSignInButton next={next} />
      <p className="mt-6 border-t border-line pt-4 text-sm">
        {t('login.no_account')}{' '}
        <LocalizedLink to="/register" className="font-medium text-brand-700 underline">
          {t('login.register')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
