import { loginRequestSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { login } from '../api/login';
import { type FieldErrors, formValues, useApiErrorReporter, zodFieldErrors } from '../form-errors';
import { AuthCard } from './auth-card';
import { SubmitButton, TextField } from './form-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { useSignIn } from './use-sign-in';

export function LoginForm() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useApiErrorReporter(setErrors);
  const mutation = useMutation({
    mutationFn: (body: { eml: string; pwd: string }) => login(language, body),
    onSuccess: (session) => signIn(session),
    onError: report,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <AuthCard title={t('login.title')}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('login.title')}>
        <TextField name="eml" type="email" autoComplete="email" label={t('fields.eml')} errors={errors.eml} />
        <TextField
          name="pwd"
          type="password"
          autoComplete="current-password"
          label={t('fields.pwd')}
          errors={errors.pwd}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton busy={mutation.isPending}>{t('login.submit')}</SubmitButton>
          <LocalizedLink to="/forgot-password" className="text-sm text-brand-700 underline">
            {t('login.forgot')}
          </LocalizedLink>
        </div>
      </form>
      <GoogleSignInButton />
      <p className="mt-6 border-t border-line pt-4 text-sm">
        {t('login.no_account')}{' '}
        <LocalizedLink to="/register" className="font-medium text-brand-700 underline">
          {t('login.register')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
