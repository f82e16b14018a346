import { updatePasswordRequestSchema } from '@shop/contract';
import { toast } from '~/components/toasts/toast';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { useContractForm } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { updatePassword } from '../api/update-password';
import { NewPasswordFields } from './new-password-fields';

/** Current password, a new one of 6-16 characters and its repeat (spec 001 §5). */
export function PasswordForm() {
  const { t } = useTranslation('customers');
  const language = useLanguage();
  const { errors, pending, onSubmit } = useContractForm(updatePasswordRequestSchema, async (body, form) => {
    const answer = await updatePassword(language, body);
    form.reset();
    toast.success(answer.message);
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
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
      <SubmitButton pending={pending}>{t('account.change')}</SubmitButton>
    </form>
  );
}
