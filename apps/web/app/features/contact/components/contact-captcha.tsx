import { CAPTCHA_FIELD, CaptchaCheck } from '~/components/captcha/captcha-check';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useTranslation } from '~/lib/use-translation';

/**
 * The security check of a contact form: in its place from the start, so the submit button never
 * moves under the pointer, and at work once the form is used (`armed`); a new one per request
 * (`round`).
 */
export function ContactCaptcha({
  armed,
  round,
  errors,
}: {
  armed: boolean;
  round: number;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('contact');
  return (
    <CaptchaCheck
      key={round}
      waiting={!armed}
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
