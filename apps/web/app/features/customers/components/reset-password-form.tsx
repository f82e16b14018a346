import { resetPasswordRequestSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { usePasswordResetRequest } from '../api/get-password-reset-request';
import { resetPassword } from '../api/reset-password';
import { type FieldErrors, formValues, useApiErrorReporter, zodFieldErrors } from '../form-errors';
import { AuthCard } from './auth-card';
import { NewPasswordFields, SubmitButton } from './form-field';

/** The form behind a mailed reset link; an expired or used link says so before any typing. */
export function ResetPasswordForm({ guid }: { guid: string }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const request = usePasswordResetRequest(language, guid);
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useApiErrorReporter(setErrors);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof resetPassword>[1]) => resetPassword(language, body),
    onError: report,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ ...formValues(event.currentTarget), guid });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data);
  };

  if (mutation.data) {
    return (
      <AuthCard title={t('reset.title')}>
        <p role="status">{mutation.data.message}</p>
        <LocalizedLink
          to="/login"
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-white"
        >
          {t('reset.login')}
        </LocalizedLink>
      </AuthCard>
    );
  }
  if (request.isPending) {
    return (
      <AuthCard title={t('reset.title')}>
        <p aria-busy="true">{t('loading')}</p>
      </AuthCard>
    );
  }
  if (request.isError) {
    const message =
      request.error instanceof ApiRequestError && request.error.body
        ? request.error.body.message
        : t('generic_error');
    return (
      <AuthCard title={t('reset.title')}>
        <p role="alert" className="text-sale">
          {message}
        </p>
        <LocalizedLink to="/forgot-password" className="mt-6 inline-block text-brand-700 underline">
          {t('reset.new_link')}
        </LocalizedLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      <p className="mb-4 text-sm text-muted">{t('reset.for_email', { email: request.data.eml })}</p>
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('reset.title')}>
        <NewPasswordFields errors={errors} passwordLabel={t('fields.npwd')} />
        <SubmitButton busy={mutation.isPending}>{t('reset.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
