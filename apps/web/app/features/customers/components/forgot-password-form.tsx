import { loginRequestSchema } from '@shop/contract';
import { useState } from 'react';
import * as z from 'zod/mini';
import { LocalizedLink } from '~/components/localized-link';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { resetPasswordRequest } from '../api/reset-password-request';
import { AuthCard } from './auth-card';

/** The API checks the address with the contract's `emailSchema`; the field is `eml`, as on the login form. */
const forgotPasswordSchema = z.pick(loginRequestSchema, { eml: true });

export function ForgotPasswordForm() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const [sent, setSent] = useState<string | null>(null);
  const { errors, pending, onSubmit } = useContractForm(forgotPasswordSchema, async ({ eml }) =>
    setSent((await resetPasswordRequest(language, eml)).message),
  );

  return (
    <AuthCard title={t('forgot.title')}>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="space-y-4"
          aria-label={t('forgot.title')}
        >
          <p className="text-sm text-muted">{t('forgot.text')}</p>
          <TextField
            name="eml"
            type="email"
            autoComplete="email"
            label={t('fields.eml')}
            errors={errors.eml}
          />
          <SubmitButton pending={pending}>{t('forgot.submit')}</SubmitButton>
        </form>
      )}
      <LocalizedLink to="/login" className="mt-6 inline-block text-sm text-brand-700 underline">
        {t('forgot.back')}
      </LocalizedLink>
    </AuthCard>
  );
}
