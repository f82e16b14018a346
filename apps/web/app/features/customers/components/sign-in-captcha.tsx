import { CaptchaCheck } from '~/components/captcha/captcha-check';
import { useTranslation } from '~/lib/use-translation';

/**
 * The security check a sign-in needs once the API answered `captcha_required` (decision 014),
 * mounted anew (`key`) for every attempt, since a solution serves one sign-in only.
 */
export function SignInCaptcha({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation('customers');
  return (
    <CaptchaCheck
      errors={errors}
      texts={{
        legend: t('login.captcha_legend'),
        help: t('login.captcha_help'),
        loading: t('login.captcha_loading'),
        unavailable: t('login.captcha_unavailable'),
      }}
    />
  );
}
