import { updatePasswordRequestSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useLanguage } from '~/lib/language';
import { updatePassword } from '../api/update-password';
import { type FieldErrors, formValues, useApiErrorReporter, zodFieldErrors } from '../form-errors';
import { NewPasswordFields, SubmitButton, TextField } from './form-field';

/** Current password, a new one of 6-16 characters and its repeat (spec 001 §5). */
export function PasswordForm() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useApiErrorReporter(setErrors);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updatePassword>[1]) => updatePassword(language, body),
    onError: report,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = updatePasswordRequestSchema.safeParse(formValues(form));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        form.reset();
        toast.success(answer.message);
      },
    });
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-labelledby="password-form-title"
    >
      <h2 id="password-form-title" className="text-lg font-semibold">
        {t('account.password_title')}
      </h2>
      <TextField
        name="opwd"
        type="password"
        autoComplete="current-password"
        label={t('fields.opwd')}
        errors={errors.opwd}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields errors={errors} passwordLabel={t('fields.npwd')} />
      </div>
      <SubmitButton busy={mutation.isPending}>{t('account.change')}</SubmitButton>
    </form>
  );
}
