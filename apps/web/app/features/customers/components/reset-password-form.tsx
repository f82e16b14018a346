import { resetPasswordRequestSchema } from '@shop/contract';
import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { SubmitButton } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { usePasswordResetRequest } from '../api/get-password-reset-request';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** The form behind a mailed reset link; an expired or used link says so before any typing. */
export function ResetPasswordForm({ guid }: { guid: string }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const request = usePasswordResetRequest(language, guid);
  const [done, setDone] = useState<string | null>(null);
  const { errors, pending, onSubmit } = useContractForm(
    resetPasswordRequestSchema,
    async (body) => setDone((await resetPassword(language, body)).message),
    { input: (values) => ({ ...values, guid }) },
  );

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <p role="status">{done}</p>
        <LocalizedLink
          to="/login"
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 text-white"
        >
          {t('reset.login')}
        </LocalizedLink>
      </AuthCard>
    );
  }
  if (request.error !== undefined) {
    const message =
      request.error instanceof ApiRequestError && request.error.body
        ? request.error.body.message
        : t('common:generic_error');
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
  if (!request.data) {
    return (
      <AuthCard title={t('reset.title')}>
        <p aria-busy="true">{t('loading')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      <p className="mb-4 text-sm text-muted">{t('reset.for_email', { email: request.data.eml })}</p>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('reset.title')}>
        <NewPasswordFields errors={errors} passwordLabel={t('fields.npwd')} />
        <SubmitButton pending={pending}>{t('reset.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
