import { registerRequestSchema } from '@shop/contract';
import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { CheckboxField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { register } from '../api/register';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** Registration; `referralCode` comes from `?ref=` (spec 000 §2) and is sent along. */
export function RegisterForm({ referralCode }: { referralCode: string | null }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const [done, setDone] = useState<string | null>(null);
  const { errors, pending, onSubmit } = useContractForm(
    registerRequestSchema,
    async (body) => setDone((await register(language, body)).message),
    { input: (values) => ({ ...values, trm: values.trm === 'on', ref: referralCode ?? undefined }) },
  );

  if (done) {
    return (
      <AuthCard title={t('register.done_title')}>
        <p role="status">{done}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')}>
      {referralCode && (
        <p className="mb-4 rounded-md bg-brand-50 p-3 text-sm">
          {t('register.referral', { code: referralCode })}
        </p>
      )}
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={t('register.title')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="fnm"
            autoComplete="given-name"
            label={t('fields.fnm')}
            errors={errors.fnm}
            optional
          />
          <TextField
            name="lnm"
            autoComplete="family-name"
            label={t('fields.lnm')}
            errors={errors.lnm}
            optional
          />
        </div>
        <TextField name="eml" type="email" autoComplete="email" label={t('fields.eml')} errors={errors.eml} />
        <NewPasswordFields errors={errors} passwordLabel={t('fields.pwd')} />
        <CheckboxField name="trm" errors={errors.trm}>
          {t('register.terms')} (
          <LocalizedLink to="/pages/terms-of-use" className="text-brand-700 underline" target="_blank">
            {t('register.terms_link')}
          </LocalizedLink>
          )
        </CheckboxField>
        <SubmitButton pending={pending}>{t('register.submit')}</SubmitButton>
      </form>
      <p className="mt-6 border-t border-line pt-4 text-sm">
        {t('register.have_account')}{' '}
        <LocalizedLink to="/login" className="font-medium text-brand-700 underline">
          {t('login.submit')}
        </LocalizedLink>
      </p>
    </AuthCard>
  );
}
