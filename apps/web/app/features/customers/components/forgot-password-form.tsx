import { emailSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { resetPasswordRequest } from '../api/reset-password-request';
import { type FieldErrors, formValues, useApiErrorReporter } from '../form-errors';
import { AuthCard } from './auth-card';
import { SubmitButton, TextField } from './form-field';

export function ForgotPasswordForm() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useApiErrorReporter(setErrors);
  const mutation = useMutation({
    mutationFn: (email: string) => resetPasswordRequest(language, email),
    onError: report,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(formValues(event.currentTarget).eml ?? '');
    if (!parsed.success) return setErrors({ eml: [parsed.error.issues[0]?.message ?? 'invalid_email'] });
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <AuthCard title={t('forgot.title')}>
      {mutation.data ? (
        <p role="status">{mutation.data.message}</p>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('forgot.title')}>
          <p className="text-sm text-muted">{t('forgot.text')}</p>
          <TextField
            name="eml"
            type="email"
            autoComplete="email"
            label={t('fields.eml')}
            errors={errors.eml}
          />
          <SubmitButton busy={mutation.isPending}>{t('forgot.submit')}</SubmitButton>
        </form>
      )}
      <LocalizedLink to="/login" className="mt-6 inline-block text-sm text-brand-700 underline">
        {t('forgot.back')}
      </LocalizedLink>
    </AuthCard>
  );
}
