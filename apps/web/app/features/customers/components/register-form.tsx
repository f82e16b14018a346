import { registerRequestSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { register } from '../api/register';
import { type FieldErrors, formValues, useApiErrorReporter, zodFieldErrors } from '../form-errors';
import { AuthCard } from './auth-card';
import { NewPasswordFields, SubmitButton, TextField } from './form-field';

/** Registration; `referralCode` comes from `?ref=` (spec 000 §2) and is sent along. */
export function RegisterForm({ referralCode }: { referralCode: string | null }) {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const report = useApiErrorReporter(setErrors);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof register>[1]) => register(language, body),
    onSuccess: (answer) => setDone(answer.message),
    onError: report,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = registerRequestSchema.safeParse({
      ...values,
      trm: values.trm === 'on',
      ref: referralCode ?? undefined,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data);
  };

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
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('register.title')}>
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
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="trm" className="mt-1" aria-invalid={Boolean(errors.trm)} />
            <span>
              {t('register.terms')} (
              <LocalizedLink to="/pages/terms-of-use" className="text-brand-700 underline" target="_blank">
                {t('register.terms_link')}
              </LocalizedLink>
              )
            </span>
          </label>
          {errors.trm && (
            <p className="mt-1 text-sm text-sale" role="alert">
              {t('errors.terms_required')}
            </p>
          )}
        </div>
        <SubmitButton busy={mutation.isPending}>{t('register.submit')}</SubmitButton>
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
