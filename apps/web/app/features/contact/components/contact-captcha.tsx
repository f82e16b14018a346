import { useTranslation } from 'react-i18next';
import { CAPTCHA_FIELD, CaptchaCheck } from '~/components/captcha/captcha-check';
import { FieldError } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';

/**
 * The security check of a contact form: shown once the form is used (`armed`), a new one per
 * request (`round`). Before that, a submit's "not finished" error still has a place to show.
 */
export function ContactCaptcha({
  armed,
  round,
  errors,
  idPrefix,
}: {
  armed: boolean;
  round: number;
  errors: FieldErrors;
  idPrefix: string;
}) {
  const { t } = useTranslation('contact');
  if (!armed) return <FieldError id={`${idPrefix}-cap-error`} errors={errors[CAPTCHA_FIELD]} />;
  return (
    <CaptchaCheck
      key={round}
      errors={errors[CAPTCHA_FIELD]}
      texts={{
        legend: t('captcha.legend'),
        help: t('captcha.help'),
        loading: t('captcha.loading'),
        unavailable: t('captcha.unavailable'),
      }}
    />
  );
}
