import { TextField } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/use-translation';

/** The new password and its repeat (`pwd`, `cpwd`), as register, reset and change ask for them. */
export function NewPasswordFields({
  errors,
  passwordLabel,
}: {
  errors: Partial<Record<'pwd' | 'cpwd', string[]>>;
  passwordLabel: string;
}) {
  const { t } = useTranslation('customers');
  return (
    <>
      <TextField
        name="pwd"
        type="password"
        autoComplete="new-password"
        label={passwordLabel}
        errors={errors.pwd}
      />
      <TextField
        name="cpwd"
        type="password"
        autoComplete="new-password"
        label={t('fields.cpwd')}
        errors={errors.cpwd}
      />
    </>
  );
}
